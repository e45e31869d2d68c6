/**
 * A small Discord world for running documentation examples without the gateway.
 *
 * Everything an example touches is a real discord.js 14 structure (interactions, messages, guilds,
 * members) built from raw API payloads; only the REST client is replaced. That keeps the real
 * behaviour of `interaction.options`, `reply`, `deferReply`, `editReply`, `followUp`, `respond`,
 * `showModal`, `channel.send` and friends, and records the exact body each one would send to Discord.
 */
import {
	ButtonInteraction,
	ChatInputCommandInteraction,
	Client,
	ClientApplication,
	ClientUser,
	MessageReaction,
	AutocompleteInteraction,
	MessageContextMenuCommandInteraction,
	UserContextMenuCommandInteraction,
} from 'discord.js'
import type { Guild, GuildMember, Message, TextChannel, User } from 'discord.js'

/** discord.js types its structures' constructors as private: the library builds them from API payloads, as this world does. */
const construct = <T>(cls: unknown, ...args: unknown[]): T => new (cls as new (...a: unknown[]) => T)(...args)

/** One request discord.js made to Discord's REST API. */
export interface Sent {
	method: string
	route: string
	body: unknown
}

export const ids = {
	app: '900000000000000001',
	bot: '900000000000000002',
	guild: '900000000000000100',
	owner: '900000000000000003',
	user: '900000000000000004',
	other: '900000000000000005',
	channel: '900000000000000010',
	log: '900000000000000011',
	role: '900000000000000020',
	message: '900000000000000030',
	interaction: '900000000000000040',
	command: '900000000000000041',
	attachment: '900000000000000050',
}

const iso = (ms: number) => new Date(ms).toISOString()
// Fixed creation dates, so examples that format ages or dates get real, stable values.
const joined = Date.UTC(2024, 0, 15, 12)

const rawUser = (id: string, username: string, globalName: string | null, bot = false) => ({
	id,
	username,
	discriminator: '0',
	global_name: globalName,
	avatar: null,
	bot,
})

export const users = {
	bot: rawUser(ids.bot, 'robo', 'Robo', true),
	owner: rawUser(ids.owner, 'sam', 'Sam'),
	user: rawUser(ids.user, 'ada', 'Ada'),
	other: rawUser(ids.other, 'lin', 'Lin'),
}

const rawMember = (user: ReturnType<typeof rawUser>, roles: string[] = []) => ({
	user,
	roles,
	joined_at: iso(joined),
	deaf: false,
	mute: false,
	flags: 0,
	nick: null,
})

const rawChannel = (id: string, name: string) => ({
	id,
	type: 0,
	name,
	guild_id: ids.guild,
	position: 0,
	permission_overwrites: [],
	topic: null,
	nsfw: false,
})

const rawRole = (id: string, name: string, permissions = '0') => ({
	id,
	name,
	permissions,
	position: id === ids.guild ? 0 : 1,
	color: 0,
	hoist: false,
	managed: false,
	mentionable: true,
	flags: 0,
	colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
})

/** Every permission bit, as Discord sends it for an administrator. */
const allPermissions = '2251799813685247'

export function rawMessage(content: string, author = users.user, id = ids.message, channelId = ids.channel) {
	return {
		id,
		channel_id: channelId,
		guild_id: ids.guild,
		author,
		content,
		timestamp: iso(joined + 86_400_000),
		edited_timestamp: null,
		tts: false,
		mention_everyone: false,
		mentions: [],
		mention_roles: [],
		attachments: [],
		embeds: [],
		pinned: false,
		type: 0,
	}
}

/** A recording stand-in for `client.rest`: it answers what a real Discord would, for the routes examples use. */
class RecordingRest {
	constructor(private readonly world: World) {}
	get = (route: string, options?: { body?: unknown }) => this.call('get', route, options)
	post = (route: string, options?: { body?: unknown }) => this.call('post', route, options)
	patch = (route: string, options?: { body?: unknown }) => this.call('patch', route, options)
	put = (route: string, options?: { body?: unknown }) => this.call('put', route, options)
	delete = (route: string, options?: { body?: unknown }) => this.call('delete', route, options)
	// discord.js reads these from its REST client; they have no effect on a recording.
	setToken = () => this
	on = () => this
	options = { version: '10' }
	cdn = {
		avatar: (id: string, hash: string) => `https://cdn.discordapp.com/avatars/${id}/${hash}.png`,
		defaultAvatar: (index: number) => `https://cdn.discordapp.com/embed/avatars/${index}.png`,
		icon: (id: string, hash: string) => `https://cdn.discordapp.com/icons/${id}/${hash}.png`,
		emoji: (id: string) => `https://cdn.discordapp.com/emojis/${id}.png`,
		guildMemberAvatar: (g: string, u: string, hash: string) =>
			`https://cdn.discordapp.com/guilds/${g}/users/${u}/avatars/${hash}.png`,
		banner: (id: string, hash: string) => `https://cdn.discordapp.com/banners/${id}/${hash}.png`,
	}

	private async call(method: string, route: string, options?: { body?: unknown }): Promise<unknown> {
		const body = options?.body
		this.world.sent.push({ method, route, body })
		const content = (body as { content?: string; data?: { content?: string } } | undefined)?.content ?? ''
		if (/^\/interactions\/\d+\/[^/]+\/callback$/.test(route)) {
			const data = (body as { data?: { content?: string } }).data
			return {
				interaction: { id: ids.interaction, type: 2, activity_instance_id: null },
				resource: { type: 4, message: rawMessage(data?.content ?? '', users.bot) },
			}
		}
		if (/^\/webhooks\//.test(route) || /^\/channels\/\d+\/messages/.test(route)) {
			const message = /\/messages\/(\d+)$/.exec(route)
			if (method === 'get' && message && message[1] === ids.message) return this.world.targetMessage
			if (method === 'get' && /\/messages$/.test(route)) return [this.world.targetMessage]
			if (method === 'delete') return undefined
			return rawMessage(content, users.bot, ids.message.replace(/0$/, '9'))
		}
		if (/^\/channels\/(\d+)$/.test(route) && method === 'get') {
			const id = route.split('/')[2]
			const channel = this.world.rawChannels.find((c) => c.id === id)
			if (channel) return channel
		}
		if (/^\/guilds\/\d+\/members\/(\d+)$/.test(route)) {
			const user = Object.values(users).find((u) => route.endsWith('/' + u.id))
			if (method === 'get' && user) return rawMember(user)
			if (method !== 'get') return user ? rawMember(user) : undefined
		}
		if (/^\/guilds\/\d+\/members\/\d+\/roles\/\d+$/.test(route)) return undefined
		if (/^\/users\/(\d+)$/.test(route) && method === 'get') {
			const user = Object.values(users).find((u) => route.endsWith('/' + u.id))
			if (user) return user
		}
		if (/^\/users\/@me\/channels$/.test(route)) return { id: '900000000000000012', type: 1, recipients: [users.user] }
		if (/^\/applications\/\d+\/(guilds\/\d+\/)?commands$/.test(route)) return Array.isArray(body) ? body : []
		throw new Error(`The stand-in Discord has no answer for ${method.toUpperCase()} ${route}`)
	}
}

export class World {
	readonly sent: Sent[] = []
	/** Messages created so far; each gets its own ID, as a cached message would be patched otherwise. */
	private messages = 0
	readonly client: Client
	readonly guild: Guild
	readonly channel: TextChannel
	readonly rawChannels = [rawChannel(ids.channel, 'general'), rawChannel(ids.log, 'mod-log')]
	readonly targetMessage = rawMessage('Remember to drink water!', users.other)

	/**
	 * @param fileUrl - where the stand-in's attachments and sample links live (a local server), so
	 * discord.js can download an attachment an example re-uploads
	 */
	constructor(
		client: Client,
		readonly fileUrl: string,
	) {
		this.client = client
		const rest = new RecordingRest(this)
		Object.assign(client, { rest })
		Object.assign(client, { user: construct<ClientUser>(ClientUser, client, users.bot), application: null })
		// Pretend the client logged in an hour ago, so `client.uptime` and `readyAt` have values.
		Object.assign(client, { readyTimestamp: Date.now() - 3_600_000, isReady: () => true })
		client.guilds.cache.clear()
		client.channels.cache.clear()
		client.users.cache.clear()
		const guilds = client.guilds as unknown as { _add(data: unknown): Guild }
		this.guild = guilds._add({
			id: ids.guild,
			name: 'Study Hall',
			owner_id: ids.owner,
			system_channel_id: ids.channel,
			icon: null,
			member_count: 3,
			preferred_locale: 'en-US',
			features: [],
			emojis: [],
			stickers: [],
			roles: [rawRole(ids.guild, '@everyone', '1024'), rawRole(ids.role, 'Members', '1024')],
			channels: this.rawChannels,
			members: [rawMember(users.owner), rawMember(users.user, [ids.role]), rawMember(users.bot)],
		})
		this.channel = this.guild.channels.cache.get(ids.channel) as TextChannel
		const app = { id: ids.app, name: 'Robo', description: '', flags: 0, bot_public: true, owner: users.owner }
		Object.assign(client, { application: construct<ClientApplication>(ClientApplication, client, app) })
	}

	get member(): GuildMember {
		return this.guild.members.cache.get(ids.user)!
	}

	get user(): User {
		return this.client.users.cache.get(ids.user)!
	}

	private base(type: number, data: unknown) {
		return {
			id: ids.interaction,
			application_id: ids.app,
			type,
			token: 'interaction-token',
			version: 1,
			guild_id: ids.guild,
			channel_id: ids.channel,
			channel: { id: ids.channel, type: 0 },
			member: { ...rawMember(users.user, [ids.role]), permissions: '1024' },
			locale: 'en-US',
			guild_locale: 'en-US',
			app_permissions: allPermissions,
			entitlements: [],
			authorizing_integration_owners: { '0': ids.guild },
			context: 0,
			data,
		}
	}

	/** A slash command interaction for `/name [group] [sub]` with these raw option values. */
	command(path: string[], options: RawOption[], resolved: unknown): ChatInputCommandInteraction {
		let nested: unknown[] = options
		if (path.length === 3) nested = [{ type: 2, name: path[1], options: [{ type: 1, name: path[2], options }] }]
		else if (path.length === 2) nested = [{ type: 1, name: path[1], options }]
		const data = { id: ids.command, name: path[0], type: 1, options: nested, resolved }
		return construct<ChatInputCommandInteraction>(ChatInputCommandInteraction, this.client, this.base(2, data))
	}

	autocomplete(path: string[], focused: RawOption): AutocompleteInteraction {
		const option = { ...focused, focused: true }
		let nested: unknown[] = [option]
		if (path.length === 2) nested = [{ type: 1, name: path[1], options: [option] }]
		const data = { id: ids.command, name: path[0], type: 1, options: nested }
		return construct<AutocompleteInteraction>(AutocompleteInteraction, this.client, this.base(4, data))
	}

	userContext(name: string): UserContextMenuCommandInteraction {
		const data = {
			id: ids.command,
			name,
			type: 2,
			target_id: ids.other,
			resolved: { users: { [ids.other]: users.other }, members: { [ids.other]: rawMember(users.other) } },
		}
		return construct<UserContextMenuCommandInteraction>(
			UserContextMenuCommandInteraction,
			this.client,
			this.base(2, data),
		)
	}

	messageContext(name: string): MessageContextMenuCommandInteraction {
		const data = {
			id: ids.command,
			name,
			type: 3,
			target_id: ids.message,
			resolved: { messages: { [ids.message]: this.targetMessage } },
		}
		return construct<MessageContextMenuCommandInteraction>(
			MessageContextMenuCommandInteraction,
			this.client,
			this.base(2, data),
		)
	}

	button(customId: string): ButtonInteraction {
		const data = { custom_id: customId, component_type: 2 }
		const raw = { ...this.base(3, data), message: rawMessage('Pick one', users.bot) }
		return construct<ButtonInteraction>(ButtonInteraction, this.client, raw)
	}

	message(content: string, author = users.user): Message {
		const channel = this.channel as unknown as { messages: { _add(data: unknown): Message } }
		const id = String(BigInt(ids.message) + BigInt(++this.messages))
		return channel.messages._add({ ...rawMessage(content, author, id), member: rawMember(author) })
	}

	reaction(): [MessageReaction, User] {
		const channel = this.channel as unknown as { messages: { _add(data: unknown): Message } }
		const message = channel.messages._add(this.targetMessage)
		const reaction = construct<MessageReaction>(
			MessageReaction,
			this.client,
			{ emoji: { id: null, name: '⭐' }, count: 1, me: false },
			message,
		)
		return [reaction, this.user]
	}

	/** A plausible value for a free-text option, within its declared length limits. */
	private sampleString(option: ConfigOption): string {
		const value = /url|link|site/i.test(option.name) ? this.fileUrl : `sample ${option.name}`
		return value.slice(0, option.max ?? value.length).padEnd(option.min ?? 0, 'x')
	}

	/** Raw option values and `resolved` data for a command's config, as Discord would send them. */
	fill(options: ConfigOption[], onlyRequired: boolean): { raw: RawOption[]; resolved: Record<string, unknown> } {
		const raw: RawOption[] = []
		const resolved: Record<string, Record<string, unknown>> = {}
		const add = (kind: string, id: string, value: unknown) => ((resolved[kind] ??= {})[id] = value)
		for (const option of options) {
			if (onlyRequired && !option.required) continue
			const type = option.type ?? 'string'
			const choice = option.choices?.[0]?.value
			switch (type) {
				case 'string':
					raw.push({ name: option.name, type: 3, value: String(choice ?? this.sampleString(option)) })
					break
				case 'integer':
					raw.push({ name: option.name, type: 4, value: Number(choice ?? option.min ?? 1) + 2 })
					break
				case 'number':
					raw.push({ name: option.name, type: 10, value: Number(choice ?? option.min ?? 0) + 2.5 })
					break
				case 'boolean':
					raw.push({ name: option.name, type: 5, value: true })
					break
				case 'user':
				case 'member':
				case 'mention':
					add('users', ids.other, users.other)
					add('members', ids.other, { ...rawMember(users.other), permissions: '1024' })
					raw.push({ name: option.name, type: type === 'mention' ? 9 : 6, value: ids.other })
					break
				case 'channel':
					add('channels', ids.log, { id: ids.log, type: 0, name: 'mod-log', permissions: allPermissions })
					raw.push({ name: option.name, type: 7, value: ids.log })
					break
				case 'role':
					add('roles', ids.role, rawRole(ids.role, 'Members', '1024'))
					raw.push({ name: option.name, type: 8, value: ids.role })
					break
				case 'attachment':
					add('attachments', ids.attachment, {
						id: ids.attachment,
						filename: 'notes.txt',
						size: 42,
						url: this.fileUrl + 'notes.txt',
						proxy_url: this.fileUrl + 'notes.txt',
						content_type: 'text/plain',
					})
					raw.push({ name: option.name, type: 11, value: ids.attachment })
					break
			}
		}
		return { raw, resolved }
	}
}

export interface RawOption {
	name: string
	type: number
	value: unknown
}

export interface ConfigOption {
	name: string
	type?: string
	required?: boolean
	choices?: { name: string; value: string | number }[]
	min?: number
	max?: number
	autocomplete?: boolean
	description?: string
}
