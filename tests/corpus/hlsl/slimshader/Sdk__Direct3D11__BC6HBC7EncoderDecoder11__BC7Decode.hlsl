// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbCS
// {
//
//   uint g_tex_width;                  // Offset:    0 Size:     4
//   uint g_num_block_x;                // Offset:    4 Size:     4
//   uint g_format;                     // Offset:    8 Size:     4 [unused]
//   uint g_tex_size;                   // Offset:   12 Size:     4
//   uint g_start_block_id;             // Offset:   16 Size:     4
//
// }
//
// Resource bind info for g_InBuff
// {
//
//   uint4 $Element;                    // Offset:    0 Size:    16
//
// }
//
// Resource bind info for g_OutBuff
// {
//
//   uint $Element;                     // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_InBuff                          texture  struct         r/o    0        1
// g_OutBuff                             UAV  struct         r/w    0        1
// cbCS                              cbuffer      NA          NA    0        1
//
cbuffer cbCS : register(b0) {
    uint g_tex_width : packoffset(c0);
    uint g_num_block_x : packoffset(c0.y);
    uint g_format : packoffset(c0.z);
    uint g_tex_size : packoffset(c0.w);
    uint g_start_block_id : packoffset(c1);
};
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> g_InBuff : register(t0);
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> g_OutBuff : register(u0);
struct S_g0 { uint w[4]; };
groupshared S_g0 g0[64];
static const uint4 icb[128] = { uint4(0x0000000fu, 0x00000000u, 0x05050505u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x01010101u, 0x00000015u), uint4(0x0000000fu, 0x00000000u, 0x15151515u, 0x0000002bu), uint4(0x0000000fu, 0x00000000u, 0x01050515u, 0x00000040u), uint4(0x0000000fu, 0x00000000u, 0x00010105u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x05151555u, 0x00000009u), uint4(0x0000000fu, 0x00000000u, 0x01051555u, 0x00000012u), uint4(0x0000000fu, 0x00000000u, 0x00010515u, 0x0000001bu), uint4(0x0000000fu, 0x00000000u, 0x00000105u, 0x00000025u), uint4(0x0000000fu, 0x00000000u, 0x05155555u, 0x0000002eu), uint4(0x0000000fu, 0x00000000u, 0x00011555u, 0x00000037u), uint4(0x0000000fu, 0x00000000u, 0x00000115u, 0x00000040u), uint4(0x0000000fu, 0x00000000u, 0x01155555u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x00005555u, 0x00000004u), uint4(0x0000000fu, 0x00000000u, 0x00555555u, 0x00000009u), uint4(0x0000000fu, 0x00000000u, 0x00000055u, 0x0000000du), uint4(0x0000000fu, 0x00000000u, 0x00405455u, 0x00000011u), uint4(0x00000002u, 0x00000000u, 0x15010000u, 0x00000015u), uint4(0x00000008u, 0x00000000u, 0x00004054u, 0x0000001au), uint4(0x00000002u, 0x00000000u, 0x15050100u, 0x0000001eu), uint4(0x00000002u, 0x00000000u, 0x05010000u, 0x00000022u), uint4(0x00000008u, 0x00000000u, 0x00405054u, 0x00000026u), uint4(0x00000008u, 0x00000000u, 0x00004050u, 0x0000002bu), uint4(0x0000000fu, 0x00000000u, 0x15050501u, 0x0000002fu), uint4(0x00000002u, 0x00000000u, 0x05010100u, 0x00000033u), uint4(0x00000008u, 0x00000000u, 0x00404050u, 0x00000037u), uint4(0x00000002u, 0x00000000u, 0x14141414u, 0x0000003cu), uint4(0x00000002u, 0x00000000u, 0x05141450u, 0x00000040u), uint4(0x00000008u, 0x00000000u, 0x01155440u, 0x00000000u), uint4(0x00000008u, 0x00000000u, 0x00555500u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x15014054u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x05414150u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x11111111u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x00550055u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x11441144u, 0x00000000u), uint4(0x00000008u, 0x00000000u, 0x05055050u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x05500550u, 0x00000000u), uint4(0x00000008u, 0x00000000u, 0x11114444u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x14411441u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x11444411u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x15055054u, 0x00000000u), uint4(0x00000008u, 0x00000000u, 0x01055040u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x05041050u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x05455150u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x14414114u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x05505005u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x14144141u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00141400u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x10541000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x04150400u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00041504u, 0x00000000u), uint4(0x00000008u, 0x00000000u, 0x00105410u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x14504105u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x05145041u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x14054150u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x05415014u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x14505041u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x14050541u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x15544001u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x01405415u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x00550505u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x05055500u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x04045454u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x10101515u, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x050529aau, 0x00000000u), uint4(0x00000003u, 0x00000008u, 0x0105a5a9u, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x0081a5a5u, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x2a0a0515u, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x00005a5au, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x05050a0au, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x0a0a5555u, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x0505a5a5u, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x000055aau, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x005555aau, 0x00000000u), uint4(0x00000006u, 0x0000000fu, 0x0055aaaau, 0x00000000u), uint4(0x00000006u, 0x0000000fu, 0x06060606u, 0x00000000u), uint4(0x00000006u, 0x0000000fu, 0x16161616u, 0x00000000u), uint4(0x00000005u, 0x0000000fu, 0x1a1a1a1au, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x05165a6au, 0x00000000u), uint4(0x00000003u, 0x00000008u, 0x0581a0a8u, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x0105165au, 0x00000000u), uint4(0x00000003u, 0x00000008u, 0x150581a0u, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x005a5a5au, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x0a0a0a55u, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x15152a2au, 0x00000000u), uint4(0x00000003u, 0x00000008u, 0x0101a9a9u, 0x00000000u), uint4(0x00000006u, 0x0000000fu, 0x00051a1au, 0x00000000u), uint4(0x00000008u, 0x0000000au, 0x0050a4a4u, 0x00000000u), uint4(0x00000003u, 0x00000005u, 0x1a1a0500u, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x06065aaau, 0x00000000u), uint4(0x00000006u, 0x00000008u, 0x14696914u, 0x00000000u), uint4(0x00000006u, 0x0000000au, 0x00146969u, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x0a52520au, 0x00000000u), uint4(0x00000005u, 0x0000000fu, 0x141482aau, 0x00000000u), uint4(0x0000000au, 0x0000000fu, 0x051a1a05u, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x0080a5a9u, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x00025a6au, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x2a0a0605u, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x05060a2au, 0x00000000u), uint4(0x00000005u, 0x0000000au, 0x18181818u, 0x00000000u), uint4(0x00000006u, 0x0000000au, 0x0055aa00u, 0x00000000u), uint4(0x00000008u, 0x0000000au, 0x18618618u, 0x00000000u), uint4(0x00000008u, 0x00000009u, 0x18866118u, 0x00000000u), uint4(0x0000000au, 0x0000000fu, 0x05a05a05u, 0x00000000u), uint4(0x00000006u, 0x0000000fu, 0x055aa005u, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x1111aaaau, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x00009999u, 0x00000000u), uint4(0x00000005u, 0x0000000fu, 0x0a5a0a5au, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x0a050a05u, 0x00000000u), uint4(0x00000006u, 0x0000000fu, 0x28692869u, 0x00000000u), uint4(0x00000006u, 0x0000000fu, 0x11aaaa11u, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x00999999u, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x111111aau, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x2a152a15u, 0x00000000u), uint4(0x00000005u, 0x0000000fu, 0x02560256u, 0x00000000u), uint4(0x00000005u, 0x0000000fu, 0x00969696u, 0x00000000u), uint4(0x00000005u, 0x0000000fu, 0x2a15152au, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x02565602u, 0x00000000u), uint4(0x00000005u, 0x0000000fu, 0x141414aau, 0x00000000u), uint4(0x0000000au, 0x0000000fu, 0x00009696u, 0x00000000u), uint4(0x00000005u, 0x0000000fu, 0x1414aaaau, 0x00000000u), uint4(0x0000000au, 0x0000000fu, 0x0a05050au, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x0a5a5a0au, 0x00000000u), uint4(0x0000000du, 0x0000000fu, 0x00000096u, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x02010201u, 0x00000000u), uint4(0x0000000cu, 0x0000000fu, 0x2a6a2a6au, 0x00000000u), uint4(0x00000003u, 0x0000000fu, 0x11aaaaaau, 0x00000000u), uint4(0x00000003u, 0x00000008u, 0x1585a1a8u, 0x00000000u) };
struct Input {
};
struct Output {
};
[numthreads(64, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID) {
    Output output;
    precise int4 r0 = 0;
    precise uint4 r1 = 0;
    precise int4 r2 = 0;
    precise int4 r3 = 0;
    precise uint4 r4 = 0;
    precise int4 r5 = 0;
    precise int4 r6 = 0;
    precise int4 r7 = 0;
    precise int4 r8 = 0;
    r0.x = asint(vThreadIDInGroupFlattened.x >> (0x00000004u & 31u));
    r0.y = (asint(vThreadGroupID.x) << (0x00000002u & 31u)) + asint(g_start_block_id);
    r0.x = r0.x + r0.y;
    r0.y = asint(vThreadIDInGroupFlattened.x) & 48;
    r0.z = (-r0.y) + asint(vThreadIDInGroupFlattened.x);
    r0.w = asint((r0.z == 1) ? 0xffffffffu : 0u);
    if (r0.z == 0) {
        r1.xyzw = uint4(g_InBuff[asuint(r0.x)].w[0], g_InBuff[asuint(r0.x)].w[1], g_InBuff[asuint(r0.x)].w[2], g_InBuff[asuint(r0.x)].w[3]);
        g0[vThreadIDInGroupFlattened.x].w[0] = r1.x;
        g0[vThreadIDInGroupFlattened.x].w[1] = r1.y;
        g0[vThreadIDInGroupFlattened.x].w[2] = r1.z;
        g0[vThreadIDInGroupFlattened.x].w[3] = r1.w;
    }
    r1.xyzw = uint4(g0[asuint(r0.y)].w[0], g0[asuint(r0.y)].w[1], g0[asuint(r0.y)].w[2], g0[asuint(r0.y)].w[3]);
    if ((asint(r1.x) & 1) != 0) {
        r2.y = (asint((r1.x >> (0x00000001u & 31u))) & 15) + 64;
        r2.xz = int2(0, 0);
        r3.xy = int2(3, 0);
    } else {
        if ((asint(r1.x) & 2) != 0) {
            r2.y = asint((r1.x >> (0x00000002u & 31u))) & 63;
            r2.xz = int2(1, 0);
            r3.xy = int2(3, 0);
        } else {
            if ((asint(r1.x) & 4) != 0) {
                r2.y = (asint((r1.x >> (0x00000003u & 31u))) & 63) + 64;
                r2.xz = int2(2, 0);
                r3.xy = int2(2, 0);
            } else {
                r4.x = r1.x >> (0x00000004u & 31u);
                r4.y = r1.x >> (0x00000005u & 31u);
                r4.z = r1.x >> (0x00000006u & 31u);
                r4.w = r1.x >> (0x00000008u & 31u);
                r5.xyzw = asint(r1.xxxx) & int4(8, 16, 128, 32);
                r2.w = asint(r1.x) & 64;
                r4.xyzw = asuint(asint(r4.yxzw) & int4(3, 63, 3, 63));
                r6.xz = int2(7, 0);
                r6.y = asint(r4.w);
                r6.xyz = (asuint(r2.www) != 0u) ? int3(6, 0, 0) : r6.xyz;
                r7.xy = int2(5, 0);
                r7.z = asint(r4.z);
                r6.xyz = (asuint(r5.www) != 0u) ? r7.xyz : r6.xyz;
                r7.xy = int2(4, 0);
                r7.z = asint(r4.x);
                r4.xz = uint2(0x00000003u, 0x00000000u);
                r2.xyz = (asuint(r5.xxx) != 0u) ? asint(r4.xyz) : ((asuint(r5.yyy) != 0u) ? r7.xyz : r6.xyz);
                r3.xy = (asuint(r5.xx) != 0u) ? int2(2, 0) : ((asuint(r5.yy) != 0u) ? ((asuint(r5.zz) != 0u) ? int2(3, 2) : int2(2, 3)) : ((asuint(r5.w) != 0u) ? 2 : ((asuint(r2.w) != 0u) ? 4 : 2)).xx);
            }
        }
    }
    if (r0.w != 0) {
        if (r2.x == 0) {
            r4.x = r1.x >> (0x00000001u & 31u);
            r4.y = r1.x >> (0x00000019u & 31u);
            r4.z = r1.y >> (0x00000011u & 31u);
            r4.w = r1.z >> (0x0000000au & 31u);
            r4.xyzw = asuint(asint(r4.xyzw) & int4(240, 112, 240, 8));
            r4.y = asuint(((asint(r1.y) << (0x00000007u & 31u)) & 128) + asint(r4.y));
            r5.xyz = asint(r4.www) + asint((r4.xyz >> (uint3(0x00000005u, 0x00000005u, 0x00000005u) & 31u)));
            r4.xyz = asuint(asint(r4.xyz) + r5.xyz);
            r4.w = 0x000000ffu;
        } else {
            if (r2.x == 1) {
                r5.x = asint(r1.x >> (0x00000006u & 31u));
                r5.y = asint(r1.y >> (0x00000016u & 31u));
                r5.z = asint(r1.z >> (0x0000000fu & 31u));
                r6.w = (asint(r1.y) << (0x00000002u & 31u)) & 252;
                r6.xyz = r5.xyz & int3(252, 252, 2);
                r5.xyz = asint((asuint(r6.xwy) >> (uint3(0x00000007u, 0x00000007u, 0x00000007u) & 31u))) + r6.zzz;
                r4.xyz = asuint(r5.xyz + r6.xwy);
                r4.w = 0x000000ffu;
            } else {
                if (r2.x == 2) {
                    r5.x = asint(r1.x >> (0x00000006u & 31u));
                    r5.y = asint(r1.y >> (0x00000004u & 31u));
                    r5.z = asint(r1.z >> (0x00000002u & 31u));
                    r5.xyz = r5.xyz & int3(248, 248, 248);
                    r4.xyz = asuint(r5.xyz + asint((asuint(r5.xyz) >> (uint3(0x00000005u, 0x00000005u, 0x00000005u) & 31u))));
                    r4.w = 0x000000ffu;
                } else {
                    if (r2.x == 3) {
                        r5.x = asint(r1.x >> (0x00000009u & 31u));
                        r5.y = asint(r1.y >> (0x00000005u & 31u));
                        r5.z = asint(r1.z >> (0x00000001u & 31u));
                        r5.w = asint(r1.z >> (0x0000001eu & 31u));
                        r5.xyzw = r5.xyzw & int4(254, 254, 254, 1);
                        r4.xyz = asuint(r5.www + r5.xyz);
                        r4.w = 0x000000ffu;
                    } else {
                        if (r2.x == 4) {
                            r5.x = asint(r1.x >> (0x00000005u & 31u));
                            r5.y = asint(r1.x >> (0x0000000fu & 31u));
                            r5.z = asint(r1.x >> (0x00000019u & 31u));
                            r5.w = asint(r1.y >> (0x00000004u & 31u));
                            r5.xyzw = r5.xyzw & int4(248, 248, 120, 252);
                            r5.z = ((asint(r1.y) << (0x00000007u & 31u)) & 128) + r5.z;
                            r4.xyz = asuint(r5.xyz + asint((asuint(r5.xyz) >> (uint3(0x00000005u, 0x00000005u, 0x00000005u) & 31u))));
                            r4.w = asuint(asint((asuint(r5.w) >> (0x00000006u & 31u))) + r5.w);
                        } else {
                            r5.x = asint(r1.x >> (0x00000007u & 31u));
                            r5.y = asint(r1.x >> (0x00000015u & 31u));
                            r5.z = asint(r1.y >> (0x00000003u & 31u));
                            r5.w = asint(r1.y >> (0x00000012u & 31u));
                            r5.xyzw = r5.xyzw & int4(254, 254, 254, 255);
                            r5.xyz = r5.xyz + asint((asuint(r5.xyz) >> (uint3(0x00000007u, 0x00000007u, 0x00000007u) & 31u)));
                            r3.zw = asint((r2.xx == int2(5, 6)) ? 0xffffffffu : 0u);
                            r6.x = asint(r1.x >> (0x00000006u & 31u));
                            r6.y = asint(r1.x >> (0x00000014u & 31u));
                            r6.z = asint(r1.y >> (0x00000002u & 31u));
                            r6.w = asint(r1.y >> (0x00000010u & 31u));
                            r7.y = asint(r1.x >> (0x0000000bu & 31u));
                            r7.z = asint(r1.y >> (0x00000013u & 31u));
                            r7.w = asint(r1.z >> (0x00000007u & 31u));
                            r6.xyzw = (r6.xyzw & int4(254, 254, 254, 254)) + asint((r1.y >> (0x0000001fu & 31u)).xxxx);
                            r8.y = (asint(r1.y) << (0x00000001u & 31u)) & 248;
                            r8.xzw = r7.yzw & int3(248, 248, 248);
                            r4.xyzw = (asuint(r3.zzzz) != 0u) ? asuint(r5.xyzw) : asuint(((asuint(r3.wwww) != 0u) ? r6.xyzw : (((asint((r1.z >> (0x0000001cu & 31u))) & 4).xxxx + asint((asuint(r8.xyzw) >> (uint4(0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u) & 31u)))) + r8.xyzw)));
                        }
                    }
                }
            }
        }
        g0[vThreadIDInGroupFlattened.x].w[0] = r4.x;
        g0[vThreadIDInGroupFlattened.x].w[1] = r4.y;
        g0[vThreadIDInGroupFlattened.x].w[2] = r4.z;
        g0[vThreadIDInGroupFlattened.x].w[3] = r4.w;
    } else {
        if (r0.z == 2) {
            if (r2.x == 0) {
                r4.x = r1.x >> (0x00000005u & 31u);
                r4.y = r1.y >> (0x00000015u & 31u);
                r4.z = r1.z >> (0x0000000bu & 31u);
                r5.w = (asint(r1.y) << (0x00000003u & 31u)) & 240;
                r5.xyz = asint(r4.xyz) & int3(240, 240, 8);
                r4.xyz = asuint((asint((asuint(r5.xwy) >> (uint3(0x00000005u, 0x00000005u, 0x00000005u) & 31u))) + r5.zzz) + r5.xwy);
                r4.w = 0x000000ffu;
            } else {
                if (r2.x == 1) {
                    r5.x = asint(r1.x >> (0x0000000cu & 31u));
                    r5.y = asint(r1.y >> (0x00000004u & 31u));
                    r5.z = asint(r1.y >> (0x0000001cu & 31u));
                    r5.w = asint(r1.z >> (0x0000000fu & 31u));
                    r5.xyzw = r5.xyzw & int4(252, 252, 12, 2);
                    r5.z = ((asint(r1.z) << (0x00000004u & 31u)) & 240) + r5.z;
                    r4.xyz = asuint(r5.xyz + (r5.www + asint((asuint(r5.xyz) >> (uint3(0x00000007u, 0x00000007u, 0x00000007u) & 31u)))));
                    r4.w = 0x000000ffu;
                } else {
                    if (r2.x == 2) {
                        r5.x = asint(r1.x >> (0x0000000bu & 31u));
                        r5.y = asint(r1.y >> (0x00000009u & 31u));
                        r5.z = asint(r1.z >> (0x00000007u & 31u));
                        r5.xyz = r5.xyz & int3(248, 248, 248);
                        r4.xyz = asuint(r5.xyz + asint((asuint(r5.xyz) >> (uint3(0x00000005u, 0x00000005u, 0x00000005u) & 31u))));
                        r4.w = 0x000000ffu;
                    } else {
                        if (r2.x == 3) {
                            r5.x = asint(r1.x >> (0x00000010u & 31u));
                            r5.y = asint(r1.y >> (0x0000000cu & 31u));
                            r5.z = asint(r1.z >> (0x00000008u & 31u));
                            r5.xyz = r5.xyz & int3(254, 254, 254);
                            r4.xyz = asuint(asint((r1.z >> (0x0000001fu & 31u)).xxx) + r5.xyz);
                            r4.w = 0x000000ffu;
                        } else {
                            if (r2.x == 4) {
                                r5.xz = asint(r1.xy >> (uint2(0x0000000au, 0x0000000au) & 31u));
                                r5.y = asint(r1.x >> (0x00000014u & 31u));
                                r6.w = (asint(r1.y) << (0x00000002u & 31u)) & 248;
                                r6.xyz = r5.xyz & int3(248, 248, 252);
                                r5.xyz = asint(asuint(r6.xyw) >> (uint3(0x00000005u, 0x00000005u, 0x00000005u) & 31u));
                                r5.w = asint(asuint(r6.z) >> (0x00000006u & 31u));
                                r4.xyzw = asuint(r5.xyzw + r6.xywz);
                            } else {
                                if (r2.x == 5) {
                                    r5.x = asint(r1.x >> (0x0000000eu & 31u));
                                    r5.y = asint(r1.x >> (0x0000001cu & 31u));
                                    r5.z = asint(r1.y >> (0x0000000au & 31u));
                                    r5.xyz = r5.xyz & int3(254, 14, 254);
                                    r6.x = asint(r1.y) << (0x00000004u & 31u);
                                    r6.y = asint(r1.z) << (0x00000006u & 31u);
                                    r3.zw = r6.xy & int2(240, 192);
                                    r5.w = r3.z + r5.y;
                                    r4.w = asuint(asint((r1.y >> (0x0000001au & 31u))) + r3.w);
                                    r4.xyz = asuint(r5.xwz + asint((asuint(r5.xwz) >> (uint3(0x00000007u, 0x00000007u, 0x00000007u) & 31u))));
                                } else {
                                    r5.x = asint(r1.x >> (0x0000000du & 31u));
                                    r5.y = asint(r1.x >> (0x0000001bu & 31u));
                                    r5.z = asint(r1.y >> (0x00000009u & 31u));
                                    r5.w = asint(r1.y >> (0x00000017u & 31u));
                                    r5.xyzw = r5.xyzw & int4(254, 30, 254, 254);
                                    r5.y = ((asint(r1.y) << (0x00000005u & 31u)) & 224) + r5.y;
                                    r5.xyzw = (asint(r1.z) & 1).xxxx + r5.xyzw;
                                    r6.x = asint(r1.x >> (0x00000010u & 31u));
                                    r6.y = asint(r1.y >> (0x00000004u & 31u));
                                    r6.z = asint(r1.y >> (0x00000018u & 31u));
                                    r6.w = asint(r1.z >> (0x0000000cu & 31u));
                                    r6.xyzw = r6.xyzw & int4(248, 248, 248, 248);
                                    r4.xyzw = (((r2.x == 6) ? 0xffffffffu : 0u).xxxx != 0u) ? asuint(r5.xyzw) : asuint((r6.xyzw + ((asint((r1.z >> (0x0000001du & 31u))) & 4).xxxx + asint((asuint(r6.xyzw) >> (uint4(0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u) & 31u))))));
                                }
                            }
                        }
                    }
                }
            }
            g0[vThreadIDInGroupFlattened.x].w[0] = r4.x;
            g0[vThreadIDInGroupFlattened.x].w[1] = r4.y;
            g0[vThreadIDInGroupFlattened.x].w[2] = r4.z;
            g0[vThreadIDInGroupFlattened.x].w[3] = r4.w;
        } else {
            if (r0.z == 3) {
                if (r2.x == 0) {
                    r4.x = r1.x >> (0x00000009u & 31u);
                    r4.y = r1.y >> (0x00000001u & 31u);
                    r4.z = r1.y >> (0x00000019u & 31u);
                    r4.w = r1.z >> (0x0000000cu & 31u);
                    r4.xyzw = asuint(asint(r4.xyzw) & int4(240, 240, 112, 8));
                    r4.z = asuint(((asint(r1.z) << (0x00000007u & 31u)) & 128) + asint(r4.z));
                    r5.xyz = asint(r4.www) + asint((r4.xyz >> (uint3(0x00000005u, 0x00000005u, 0x00000005u) & 31u)));
                    r4.xyz = asuint(asint(r4.xyz) + r5.xyz);
                    r4.w = 0x000000ffu;
                } else {
                    if (r2.x == 1) {
                        r5.x = asint(r1.x >> (0x00000012u & 31u));
                        r5.y = asint(r1.y >> (0x0000000au & 31u));
                        r5.z = asint(r1.z >> (0x00000002u & 31u));
                        r5.w = asint(r1.z >> (0x00000010u & 31u));
                        r5.xyzw = r5.xyzw & int4(252, 252, 252, 2);
                        r4.xyz = asuint(r5.xyz + (r5.www + asint((asuint(r5.xyz) >> (uint3(0x00000007u, 0x00000007u, 0x00000007u) & 31u)))));
                        r4.w = 0x000000ffu;
                    } else {
                        if (r2.x == 2) {
                            r5.x = asint(r1.x >> (0x00000010u & 31u));
                            r5.y = asint(r1.y >> (0x0000000eu & 31u));
                            r5.z = asint(r1.z >> (0x0000000cu & 31u));
                            r5.xyz = r5.xyz & int3(248, 248, 248);
                            r4.xyz = asuint(r5.xyz + asint((asuint(r5.xyz) >> (uint3(0x00000005u, 0x00000005u, 0x00000005u) & 31u))));
                            r4.w = 0x000000ffu;
                        } else {
                            if (r2.x == 3) {
                                r5.x = asint(r1.x >> (0x00000017u & 31u));
                                r5.y = asint(r1.y >> (0x00000013u & 31u));
                                r5.z = asint(r1.z >> (0x0000000fu & 31u));
                                r5.xyz = r5.xyz & int3(254, 254, 254);
                                r4.xyz = asuint((asint(r1.w) & 1).xxx + r5.xyz);
                                r4.w = 0x000000ffu;
                            } else {
                                r5.xyz = asint((r2.xxx == int3(4, 5, 6)) ? 0xffffffffu : 0u);
                                r6.x = asint(r1.x >> (0x00000015u & 31u));
                                r6.y = asint(r1.y >> (0x00000009u & 31u));
                                r6.w = asint(r1.z >> (0x00000011u & 31u));
                                r7.x = asint(r1.z) << (0x00000003u & 31u);
                                r7.y = asint(r1.w) << (0x00000002u & 31u);
                                r6.xyw = r6.xyw & int3(248, 248, 248);
                                r3.zw = r7.xy & int2(248, 4);
                                r6.z = r3.z;
                                r4.xyzw = (asuint((r5.x | (r5.y | r5.z)).xxxx) != 0u) ? uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u) : asuint((r6.xyzw + (r3.wwww + asint((asuint(r6.xyzw) >> (uint4(0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u) & 31u))))));
                            }
                        }
                    }
                }
                g0[vThreadIDInGroupFlattened.x].w[0] = r4.x;
                g0[vThreadIDInGroupFlattened.x].w[1] = r4.y;
                g0[vThreadIDInGroupFlattened.x].w[2] = r4.z;
                g0[vThreadIDInGroupFlattened.x].w[3] = r4.w;
            } else {
                if (r0.z == 4) {
                    if (r2.x == 0) {
                        r4.xz = r1.xz >> (uint2(0x0000000du, 0x0000000du) & 31u);
                        r4.y = r1.y >> (0x00000005u & 31u);
                        r5.w = (asint(r1.z) << (0x00000003u & 31u)) & 240;
                        r5.xyz = asint(r4.xyz) & int3(240, 240, 8);
                        r4.xyz = asuint((asint((asuint(r5.xyw) >> (uint3(0x00000005u, 0x00000005u, 0x00000005u) & 31u))) + r5.zzz) + r5.xyw);
                        r4.w = 0x000000ffu;
                    } else {
                        if (r2.x == 1) {
                            r5.x = asint(r1.x >> (0x00000018u & 31u));
                            r5.yw = asint(r1.yz >> (uint2(0x00000010u, 0x00000010u) & 31u));
                            r5.z = asint(r1.z >> (0x00000008u & 31u));
                            r5.xyzw = r5.xyzw & int4(252, 252, 252, 2);
                            r4.xyz = asuint(r5.xyz + (r5.www + asint((asuint(r5.xyz) >> (uint3(0x00000007u, 0x00000007u, 0x00000007u) & 31u)))));
                            r4.w = 0x000000ffu;
                        } else {
                            if (r2.x == 2) {
                                r5.x = asint(r1.x >> (0x00000015u & 31u));
                                r5.y = asint(r1.y >> (0x00000013u & 31u));
                                r5.z = asint(r1.z >> (0x00000011u & 31u));
                                r5.xyz = r5.xyz & int3(248, 248, 248);
                                r4.xyz = asuint(r5.xyz + asint((asuint(r5.xyz) >> (uint3(0x00000005u, 0x00000005u, 0x00000005u) & 31u))));
                                r4.w = 0x000000ffu;
                            } else {
                                if (r2.x == 3) {
                                    r5.x = asint(r1.x >> (0x0000001eu & 31u));
                                    r5.y = asint(r1.y >> (0x0000001au & 31u));
                                    r5.z = asint(r1.z >> (0x00000016u & 31u));
                                    r5.w = asint(r1.w >> (0x00000001u & 31u));
                                    r5.xyzw = r5.xyzw & int4(2, 62, 254, 1);
                                    r6.x = asint(r1.y) << (0x00000002u & 31u);
                                    r6.y = asint(r1.z) << (0x00000006u & 31u);
                                    r5.xy = (r6.xy & int2(252, 192)) + r5.xy;
                                    r4.xyz = asuint(r5.www + r5.xyz);
                                    r4.w = 0x000000ffu;
                                } else {
                                    r5.xyz = asint((r2.xxx == int3(4, 5, 6)) ? 0xffffffffu : 0u);
                                    r6.x = asint(r1.x >> (0x0000001au & 31u));
                                    r6.y = asint(r1.y >> (0x0000000eu & 31u));
                                    r6.z = asint(r1.z >> (0x00000002u & 31u));
                                    r6.w = asint(r1.z >> (0x00000016u & 31u));
                                    r6.xyzw = r6.xyzw & int4(56, 248, 248, 248);
                                    r7.x = asint(r1.y) << (0x00000006u & 31u);
                                    r7.y = asint(r1.w) << (0x00000001u & 31u);
                                    r3.zw = r7.xy & int2(192, 4);
                                    r6.x = r3.z + r6.x;
                                    r4.xyzw = (asuint((r5.x | (r5.y | r5.z)).xxxx) != 0u) ? uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u) : asuint((r6.xyzw + (r3.wwww + asint((asuint(r6.xyzw) >> (uint4(0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u) & 31u))))));
                                }
                            }
                        }
                    }
                    g0[vThreadIDInGroupFlattened.x].w[0] = r4.x;
                    g0[vThreadIDInGroupFlattened.x].w[1] = r4.y;
                    g0[vThreadIDInGroupFlattened.x].w[2] = r4.z;
                    g0[vThreadIDInGroupFlattened.x].w[3] = r4.w;
                } else {
                    if (r0.z == 5) {
                        if (r2.x == 0) {
                            r4.x = r1.x >> (0x00000011u & 31u);
                            r4.y = r1.y >> (0x00000009u & 31u);
                            r4.z = r1.z >> (0x00000001u & 31u);
                            r4.w = r1.z >> (0x0000000eu & 31u);
                            r4.xyzw = asuint(asint(r4.xyzw) & int4(240, 240, 240, 8));
                            r5.xyz = asint(r4.www) + asint((r4.xyz >> (uint3(0x00000005u, 0x00000005u, 0x00000005u) & 31u)));
                            r4.xyz = asuint(asint(r4.xyz) + r5.xyz);
                            r4.w = 0x000000ffu;
                        } else {
                            if (r2.x == 1) {
                                r4.xyzw = uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u);
                            } else {
                                if (r2.x == 2) {
                                    r5.x = asint(r1.x >> (0x0000001au & 31u));
                                    r5.y = asint(r1.y >> (0x00000018u & 31u));
                                    r5.z = asint(r1.z >> (0x00000016u & 31u));
                                    r5.xyz = r5.xyz & int3(56, 248, 248);
                                    r5.x = ((asint(r1.y) << (0x00000006u & 31u)) & 192) + r5.x;
                                    r5.w = 255;
                                    r4.xyzw = asuint(r5.xyzw | asint((asuint(r5.xyzw) >> (uint4(0x00000005u, 0x00000005u, 0x00000005u, 0x00000005u) & 31u))));
                                } else {
                                    r4.xyzw = uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u);
                                }
                            }
                        }
                        g0[vThreadIDInGroupFlattened.x].w[0] = r4.x;
                        g0[vThreadIDInGroupFlattened.x].w[1] = r4.y;
                        g0[vThreadIDInGroupFlattened.x].w[2] = r4.z;
                        g0[vThreadIDInGroupFlattened.x].w[3] = r4.w;
                    } else {
                        if (r0.z == 6) {
                            if (r2.x == 0) {
                                r4.x = r1.x >> (0x00000015u & 31u);
                                r4.y = r1.y >> (0x0000000du & 31u);
                                r4.z = r1.z >> (0x00000005u & 31u);
                                r4.w = r1.z >> (0x0000000fu & 31u);
                                r4.xyzw = asuint(asint(r4.xyzw) & int4(240, 240, 240, 8));
                                r5.xyz = asint(r4.www) + asint((r4.xyz >> (uint3(0x00000005u, 0x00000005u, 0x00000005u) & 31u)));
                                r4.xyz = asuint(asint(r4.xyz) + r5.xyz);
                                r4.w = 0x000000ffu;
                            } else {
                                if (r2.x == 1) {
                                    r4.xyzw = uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u);
                                } else {
                                    if (r2.x == 2) {
                                        r5.x = asint(r1.y) << (0x00000001u & 31u);
                                        r5.y = asint(r1.z) << (0x00000003u & 31u);
                                        r5.z = asint(r1.w) << (0x00000005u & 31u);
                                        r5.xyz = r5.xyz & int3(248, 248, 224);
                                        r5.z = (asint((r1.z >> (0x0000001bu & 31u))) & 24) + r5.z;
                                        r5.w = 255;
                                        r4.xyzw = asuint(r5.xyzw | asint((asuint(r5.xyzw) >> (uint4(0x00000005u, 0x00000005u, 0x00000005u, 0x00000005u) & 31u))));
                                    } else {
                                        r4.xyzw = uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u);
                                    }
                                }
                            }
                            g0[vThreadIDInGroupFlattened.x].w[0] = r4.x;
                            g0[vThreadIDInGroupFlattened.x].w[1] = r4.y;
                            g0[vThreadIDInGroupFlattened.x].w[2] = r4.z;
                            g0[vThreadIDInGroupFlattened.x].w[3] = r4.w;
                        }
                    }
                }
            }
        }
    }
    {
        uint p0 = asuint(r0.x) / g_num_block_x;
        r3.z = asint(p0);
    }
    r0.x = (-r3.z) * asint(g_num_block_x) + r0.x;
    r0.w = asint((asuint(r0.z) >> (0x00000002u & 31u))) + (r3.z << (0x00000002u & 31u));
    r0.x = r0.x << (0x00000002u & 31u);
    r0.x = (r0.z + (-(r0.z & -4))) + (r0.w * asint(g_tex_width) + r0.x);
    if (asuint(r0.x) < g_tex_size) {
        if (r2.x == 0) {
            if (r0.z == 0) {
                r3.w = asint((r1.z >> (0x00000013u & 31u))) & 3;
            } else {
                if (asuint(r0.z) < icb[asuint(r2.y)].x) {
                    r4.xyz = asuint(r0.zzz * int3(3, 3, 3) + int3(18, 18, -14));
                    r5.x = asint(r1.z >> (r4.x & 31u));
                    r5.y = asint(r1.z >> (r4.y & 31u));
                    r5.z = asint(r1.w >> (r4.z & 31u));
                    r4.xyz = asuint(r5.xyz & int3(7, 3, 7));
                    r4.w = asuint((asint(r1.w) << (0x00000002u & 31u)) & 4);
                    r4.y = asuint(asint(r4.w) + asint(r4.y));
                    r3.w = (((asuint(r0.z) < 0x00000004u) ? 0xffffffffu : 0u) != 0u) ? asint(r4.x) : ((((r0.z == 4) ? 0xffffffffu : 0u) != 0u) ? asint(r4.y) : asint(r4.z));
                } else {
                    if (r0.z == asint(icb[asuint(r2.y)].x)) {
                        r4.xy = asuint(r0.zz * int2(3, 3) + int2(18, -14));
                        r5.x = asint(r1.z >> (r4.x & 31u));
                        r5.y = asint(r1.w >> (r4.y & 31u));
                        r4.xy = asuint(r5.xy & int2(3, 3));
                        r3.w = (((0x00000004u >= asuint(r0.z)) ? 0xffffffffu : 0u) != 0u) ? asint(r4.x) : asint(r4.y);
                    } else {
                        if (asuint(r0.z) < icb[asuint(r2.y)].y) {
                            r4.xy = asuint(r0.zz * int2(3, 3) + int2(17, -15));
                            r5.x = asint(r1.z >> (r4.x & 31u));
                            r5.y = asint(r1.w >> (r4.y & 31u));
                            r4.xy = asuint(r5.xy & int2(7, 7));
                            r3.w = (((0x00000004u >= asuint(r0.z)) ? 0xffffffffu : 0u) != 0u) ? asint(r4.x) : asint(r4.y);
                        } else {
                            r4.xy = asuint(r0.zz * int2(3, 3) + int2(-15, -16));
                            r5.x = asint(r1.w >> (r4.x & 31u));
                            r5.y = asint(r1.w >> (r4.y & 31u));
                            r4.xy = asuint(r5.xy & int2(3, 7));
                            r3.w = (((r0.z == asint(icb[asuint(r2.y)].y)) ? 0xffffffffu : 0u) != 0u) ? asint(r4.x) : asint(r4.y);
                        }
                    }
                }
            }
            r0.w = asint((icb[asuint(r2.y)].z >> (asuint(((-(r0.z << (0x00000001u & 31u))) + 30)) & 31u))) & 3;
            r3.z = 0;
        } else {
            if (r2.x == 1) {
                if (r0.z == 0) {
                    r3.w = asint((r1.z >> (0x00000012u & 31u))) & 3;
                } else {
                    if (asuint(r0.z) < icb[asuint(r2.y)].x) {
                        r4.xy = asuint(r0.zz * int2(3, 3) + int2(17, -15));
                        r5.x = asint(r1.z >> (r4.x & 31u));
                        r5.y = asint(r1.w >> (r4.y & 31u));
                        r4.xy = asuint(r5.xy & int2(7, 7));
                        r3.w = (((asuint(r0.z) < 0x00000005u) ? 0xffffffffu : 0u) != 0u) ? asint(r4.x) : asint(r4.y);
                    } else {
                        r4.x = (asuint(r0.z) < 0x00000005u) ? 0xffffffffu : 0u;
                        r5.xyzw = r0.zzzz * int4(3, 3, 3, 3) + int4(17, -15, 16, -16);
                        r6.x = asint(r1.z >> (asuint(r5.x) & 31u));
                        r6.y = asint(r1.w >> (asuint(r5.y) & 31u));
                        r6.z = asint(r1.z >> (asuint(r5.z) & 31u));
                        r4.y = r1.w >> (asuint(r5.w) & 31u);
                        r5.xyzw = r6.xyzz & int4(3, 3, 7, 1);
                        r4.z = (r4.x != 0u) ? asuint(r5.x) : asuint(r5.y);
                        r4.w = (r0.z == 5) ? 0xffffffffu : 0u;
                        r5.x = (asint(r1.w) << (0x00000001u & 31u)) & 6;
                        r5.x = r5.x + r5.w;
                        r4.y = asuint(asint(r4.y) & 7);
                        r4.y = (r4.w != 0u) ? asuint(r5.x) : r4.y;
                        r4.x = (r4.x != 0u) ? asuint(r5.z) : r4.y;
                        r3.w = (((r0.z == asint(icb[asuint(r2.y)].x)) ? 0xffffffffu : 0u) != 0u) ? asint(r4.z) : asint(r4.x);
                    }
                }
                r2.w = (-(r0.z << (0x00000001u & 31u))) + 30;
                r0.w = asint((icb[asuint(r2.y)].z >> (asuint(r2.w) & 31u))) & 3;
                r3.z = 0;
            } else {
                if (r2.x == 2) {
                    if (r0.z == 0) {
                        r3.w = asint((r1.w >> (0x00000003u & 31u))) & 1;
                    } else {
                        if (asuint(r0.z) < icb[asuint(r2.y)].x) {
                            r3.w = asint((r1.w >> (asuint(((r0.z << (0x00000001u & 31u)) + 2)) & 31u))) & 3;
                        } else {
                            if (r0.z == asint(icb[asuint(r2.y)].x)) {
                                r3.w = asint((r1.w >> (asuint(((r0.z << (0x00000001u & 31u)) + 2)) & 31u))) & 1;
                            } else {
                                if (asuint(r0.z) < icb[asuint(r2.y)].y) {
                                    r3.w = asint((r1.w >> (asuint(((r0.z << (0x00000001u & 31u)) + 1)) & 31u))) & 3;
                                } else {
                                    r4.x = asuint(r0.z << (0x00000001u & 31u));
                                    r4.y = r1.w >> (asuint((asint(r4.x) + 1)) & 31u);
                                    r4.x = r1.w >> (r4.x & 31u);
                                    r4.xy = asuint(asint(r4.xy) & int2(3, 1));
                                    r3.w = (((r0.z == asint(icb[asuint(r2.y)].y)) ? 0xffffffffu : 0u) != 0u) ? asint(r4.y) : asint(r4.x);
                                }
                            }
                        }
                    }
                    r2.w = (-(r0.z << (0x00000001u & 31u))) + 30;
                    r0.w = asint((icb[asuint(r2.y)].z >> (asuint(r2.w) & 31u))) & 3;
                    r3.z = 0;
                } else {
                    if (r2.x == 3) {
                        if (r0.z == 0) {
                            r3.w = asint((r1.w >> (0x00000002u & 31u))) & 1;
                        } else {
                            if (asuint(r0.z) < icb[asuint(r2.y)].x) {
                                r3.w = asint((r1.w >> (asuint(((r0.z << (0x00000001u & 31u)) + 1)) & 31u))) & 3;
                            } else {
                                r4.x = asuint(r0.z << (0x00000001u & 31u));
                                r4.y = r1.w >> (asuint((asint(r4.x) + 1)) & 31u);
                                r4.x = r1.w >> (r4.x & 31u);
                                r4.xy = asuint(asint(r4.xy) & int2(3, 1));
                                r3.w = (((r0.z == asint(icb[asuint(r2.y)].x)) ? 0xffffffffu : 0u) != 0u) ? asint(r4.y) : asint(r4.x);
                            }
                        }
                        r2.w = (-(r0.z << (0x00000001u & 31u))) + 30;
                        r0.w = asint((icb[asuint(r2.y)].z >> (asuint(r2.w) & 31u))) & 3;
                        r3.z = 0;
                    } else {
                        if (r2.x == 4) {
                            r4.x = r1.y >> (0x00000012u & 31u);
                            r4.y = r1.z >> (0x00000011u & 31u);
                            r4.xy = asuint(asint(r4.xy) & int2(1, 3));
                            r4.zw = (asuint(r0.zz) < uint2(0x00000007u, 0x00000005u)) ? 0xffffffffu : 0u;
                            r5.xyz = (r0.z << (0x00000001u & 31u)).xxx + int3(17, 17, -15);
                            r6.x = asint(r1.y >> (asuint(r5.x) & 31u));
                            r6.y = asint(r1.y >> (asuint(r5.y) & 31u));
                            r6.z = asint(r1.z >> (asuint(r5.z) & 31u));
                            r5.xy = asint((r0.zz == int2(7, 5)) ? 0xffffffffu : 0u);
                            r6.xyz = r6.xyz & int3(3, 1, 3);
                            r5.zw = (asint(r1.zw) << (uint2(0x00000001u, 0x00000001u) & 31u)) & int2(2, 6);
                            r6.x = (asuint(r0.z) != 0u) ? asint(((r4.z != 0u) ? asuint(r6.x) : ((asuint(r5.x) != 0u) ? asuint((r5.z + r6.y)) : asuint(r6.z)))) : asint(r4.x);
                            r7.xyz = r0.zzz * int3(3, 3, 3) + int3(16, 16, -16);
                            r8.x = asint(r1.z >> (asuint(r7.x) & 31u));
                            r8.y = asint(r1.z >> (asuint(r7.y) & 31u));
                            r8.z = asint(r1.w >> (asuint(r7.z) & 31u));
                            r7.xyz = r8.xyz & int3(7, 1, 7);
                            r6.y = (asuint(r0.z) != 0u) ? asint(((r4.w != 0u) ? asuint(r7.x) : ((asuint(r5.y) != 0u) ? asuint((r5.w + r7.y)) : asuint(r7.z)))) : asint(r4.y);
                            r3.zw = (asuint((asint(r1.x) & 128).xx) != 0u) ? r6.xy : r6.yx;
                            r0.w = 0;
                        } else {
                            if (r2.x == 5) {
                                r4.x = r1.z >> (0x00000002u & 31u);
                                r4.z = r1.w >> (0x00000001u & 31u);
                                r4.xy = asuint(asint(r4.xz) & int2(1, 1));
                                r1.y = (asuint(r0.z) < 0x0000000fu) ? 0xffffffffu : 0u;
                                r2.w = r0.z << (0x00000001u & 31u);
                                r4.z = r1.z >> (asuint((r2.w + 1)) & 31u);
                                r4.w = asuint(asint(r1.w) << (0x00000001u & 31u));
                                r4.zw = asuint(asint(r4.zw) & int2(3, 2));
                                r1.x = asuint(asint((r1.z >> (0x0000001fu & 31u))) + asint(r4.w));
                                r3.w = (asuint(r0.z) != 0u) ? asint(((r1.y != 0u) ? r4.z : r1.x)) : asint(r4.x);
                                r3.z = (asuint(r0.z) != 0u) ? (asint((r1.w >> (asuint(r2.w) & 31u))) & 3) : asint(r4.y);
                                r0.w = 0;
                            } else {
                                if (r2.x == 6) {
                                    r1.x = r1.z >> (0x00000001u & 31u);
                                    r1.y = (asuint(r0.z) < 0x00000008u) ? 0xffffffffu : 0u;
                                    r2.w = r0.z << (0x00000002u & 31u);
                                    r1.z = r1.z >> (asuint(r2.w) & 31u);
                                    r1.xz = asuint(asint(r1.xz) & int2(7, 15));
                                    r1.y = (r1.y != 0u) ? r1.z : asuint((asint((r1.w >> (asuint((r2.w + -32)) & 31u))) & 15));
                                    r3.w = (asuint(r0.z) != 0u) ? asint(r1.y) : asint(r1.x);
                                    r3.z = r3.w;
                                    r0.w = 0;
                                } else {
                                    if (r0.z == 0) {
                                        r3.w = asint((r1.w >> (0x00000002u & 31u))) & 1;
                                    } else {
                                        if (asuint(r0.z) < icb[asuint(r2.y)].x) {
                                            r1.x = asuint((r0.z << (0x00000001u & 31u)) + 1);
                                            r3.w = asint((r1.w >> (r1.x & 31u))) & 3;
                                        } else {
                                            r1.x = (r0.z == asint(icb[asuint(r2.y)].x)) ? 0xffffffffu : 0u;
                                            r1.y = asuint(r0.z << (0x00000001u & 31u));
                                            r1.z = asuint(asint(r1.y) + 1);
                                            r1.z = r1.w >> (r1.z & 31u);
                                            r1.y = r1.w >> (r1.y & 31u);
                                            r1.yz = asuint(asint(r1.yz) & int2(3, 1));
                                            r3.w = (r1.x != 0u) ? asint(r1.z) : asint(r1.y);
                                        }
                                    }
                                    r0.w = asint((icb[asuint(r2.y)].z >> (asuint(((-(r0.z << (0x00000001u & 31u))) + 30)) & 31u))) & 3;
                                    r3.z = r3.w;
                                }
                            }
                        }
                    }
                }
            }
        }
        r0.z = r0.w << (0x00000001u & 31u);
        r0.y = r0.z + r0.y;
        r0.z = r0.y + 1;
        r1.xyzw = uint4(g0[asuint(r0.z)].w[0], g0[asuint(r0.z)].w[1], g0[asuint(r0.z)].w[2], g0[asuint(r0.z)].w[3]);
        r0.y = r0.y + 2;
        r4.xyzw = uint4(g0[asuint(r0.y)].w[0], g0[asuint(r0.y)].w[1], g0[asuint(r0.y)].w[2], g0[asuint(r0.y)].w[3]);
        r0.y = asint((r3.x == 2) ? 0xffffffffu : 0u);
        if (r0.y != 0) {
            {
                int3 p0 = asint(r4.xyz) * asint(icb[asuint(r3.w)].www);
                r5.xyz = p0;
            }
            r5.xyz = ((64 + (-asint(icb[asuint(r3.w)].w))).xxx * asint(r1.xyz) + r5.xyz) + int3(32, 32, 32);
            r5.yzw = asint(asuint(r5.xyz) >> (uint3(0x00000006u, 0x00000006u, 0x00000006u) & 31u));
        }
        if (r0.y == 0) {
            r0.y = asint((r3.x == 3) ? 0xffffffffu : 0u);
            if (r0.y != 0) {
                {
                    int3 p0 = asint(r4.xyz) * asint(icb[asuint(r3.w) + 4].www);
                    r6.xyz = p0;
                }
                r5.yzw = asint(asuint((((64 + (-asint(icb[asuint(r3.w) + 4].w))).xxx * asint(r1.xyz) + r6.xyz) + int3(32, 32, 32))) >> (uint3(0x00000006u, 0x00000006u, 0x00000006u) & 31u));
            }
            if (r0.y == 0) {
                {
                    int3 p0 = asint(r4.xyz) * asint(icb[asuint(r3.w) + 12].www);
                    r4.xyz = asuint(p0);
                }
                r5.yzw = asint(asuint((((64 + (-asint(icb[asuint(r3.w) + 12].w))).xxx * asint(r1.xyz) + asint(r4.xyz)) + int3(32, 32, 32))) >> (uint3(0x00000006u, 0x00000006u, 0x00000006u) & 31u));
            }
        }
        if (asuint(r2.x) >= 0x00000004u) {
            r0.y = asint((r3.y == 2) ? 0xffffffffu : 0u);
            if (r0.y != 0) {
                r0.z = 64 + (-asint(icb[asuint(r3.z)].w));
                {
                    int p0 = asint(r4.w) * asint(icb[asuint(r3.z)].w);
                    r0.w = p0;
                }
                r5.x = asint(asuint(((r0.z * asint(r1.w) + r0.w) + 32)) >> (0x00000006u & 31u));
            }
            if (r0.y == 0) {
                r0.y = asint((r3.y == 3) ? 0xffffffffu : 0u);
                if (r0.y != 0) {
                    r0.z = 64 + (-asint(icb[asuint(r3.z) + 4].w));
                    {
                        int p0 = asint(r4.w) * asint(icb[asuint(r3.z) + 4].w);
                        r0.w = p0;
                    }
                    r5.x = asint(asuint(((r0.z * asint(r1.w) + r0.w) + 32)) >> (0x00000006u & 31u));
                }
                if (r0.y == 0) {
                    r0.y = 64 + (-asint(icb[asuint(r3.z) + 12].w));
                    {
                        int p0 = asint(r4.w) * asint(icb[asuint(r3.z) + 12].w);
                        r0.z = p0;
                    }
                    r5.x = asint(asuint(((r0.y * asint(r1.w) + r0.z) + 32)) >> (0x00000006u & 31u));
                }
            }
        } else {
            r5.x = 255;
        }
        r0.yzw = asint((r2.zzz == int3(1, 2, 3)) ? 0xffffffffu : 0u);
        r1.zw = (asuint(r0.ww) != 0u) ? asuint(r5.xw) : asuint(r5.wx);
        r1.xy = asuint(r5.yz);
        r1.yzw = (asuint(r0.zzz) != 0u) ? asuint(r5.xwz) : r1.yzw;
        r1.xyzw = (asuint(r0.yyyy) != 0u) ? asuint(r5.xzwy) : r1.xyzw;
        r0.z = asint(r1.z) << (0x00000010u & 31u);
        r0.w = asint(r1.w) << (0x00000018u & 31u);
        r0.y = (asint(r1.y) << (0x00000008u & 31u)) | asint(r1.x);
        r0.y = r0.z | r0.y;
        r0.y = r0.w | r0.y;
        g_OutBuff[asuint(r0.x)].w[0] = asuint(r0.y);
    }
    {
        return output;
    }
}
