// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbCS
// {
//
//   uint g_tex_width;                  // Offset:    0 Size:     4 [unused]
//   uint g_num_block_x;                // Offset:    4 Size:     4
//   uint g_format;                     // Offset:    8 Size:     4 [unused]
//   uint g_mode_id;                    // Offset:   12 Size:     4 [unused]
//   uint g_start_block_id;             // Offset:   16 Size:     4
//   uint g_num_total_blocks;           // Offset:   20 Size:     4
//
// }
//
// Resource bind info for g_OutBuff
// {
//
//   uint4 $Element;                    // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_Input                           texture  float4          2d    0        1
// g_OutBuff                             UAV  struct         r/w    0        1
// cbCS                              cbuffer      NA          NA    0        1
//
cbuffer cbCS : register(b0) {
    uint g_tex_width : packoffset(c0);
    uint g_num_block_x : packoffset(c0.y);
    uint g_format : packoffset(c0.z);
    uint g_mode_id : packoffset(c0.w);
    uint g_start_block_id : packoffset(c1);
    uint g_num_total_blocks : packoffset(c1.y);
};
Texture2D<float4> g_Input : register(t0);
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> g_OutBuff : register(u0);
struct S_g0 { uint w[17]; };
groupshared S_g0 g0[64];
static const uint4 icb[192] = { uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000004u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000009u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x0000000du, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000011u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000015u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x0000001au, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x0000001eu, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000022u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000026u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x0000002bu, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x0000002fu, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000033u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000037u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x0000003cu, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000040u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000009u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000012u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x0000001bu, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000025u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x0000002eu, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000037u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000040u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000007u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000007u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000007u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000007u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000008u, 0x00000015u, 0x00000000u, 0x00000000u), uint4(0x00000008u, 0x0000002bu, 0x00000000u, 0x00000000u), uint4(0x00000008u, 0x00000040u, 0x00000000u, 0x00000000u), uint4(0x00000008u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000009u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000009u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000009u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000009u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000au, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000au, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000au, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000au, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000au, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000bu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000bu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000bu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000bu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000cu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000cu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000cu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000cu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000du, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000du, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000du, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000du, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000eu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000eu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000eu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000eu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x0000000fu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000007u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000007u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000007u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000007u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u) };
struct Input {
};
struct Output {
};
[numthreads(64, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID) {
    Output output;
    precise int4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    precise uint4 r5 = 0;
    precise uint4 r6 = 0;
    precise int4 r7 = 0;
    precise int4 r8 = 0;
    precise uint4 r9 = 0;
    precise int4 r10 = 0;
    precise int4 r11 = 0;
    precise uint4 r12 = 0;
    precise int4 r13 = 0;
    precise uint4 r14 = 0;
    r0.x = asint(vThreadIDInGroupFlattened.x >> (0x00000004u & 31u));
    r0.y = (asint(vThreadGroupID.x) << (0x00000002u & 31u)) + asint(g_start_block_id);
    r0.x = r0.x + r0.y;
    if (asuint(r0.x) >= g_num_total_blocks) {
        {
            return output;
        }
    }
    r0.y = asint(vThreadIDInGroupFlattened.x) & 48;
    r0.z = (-r0.y) + asint(vThreadIDInGroupFlattened.x);
    r1.xyzw = (asuint(r0.zzzz) < uint4(0x00000010u, 0x00000008u, 0x00000004u, 0x00000002u)) ? 0xffffffffu : 0u;
    if (r1.x != 0u) {
        {
            uint p0 = asuint(r0.x) / g_num_block_x;
            r0.w = asint(p0);
        }
        r1.x = asuint(((-r0.w) * asint(g_num_block_x) + r0.x) << (0x00000002u & 31u));
        r2.x = asuint(asint(r1.x) + (r0.z & 3));
        r2.y = asuint((r0.w << (0x00000002u & 31u)) + asint((asuint(r0.z) >> (0x00000002u & 31u))));
        r2.zw = uint2(0x00000000u, 0x00000000u);
        r2.xyzw = min((uint4)((g_Input.Load(asint(r2.xyz))).xyzw * float4(255.0f, 255.0f, 255.0f, 255.0f)), uint4(0x000000ffu, 0x000000ffu, 0x000000ffu, 0x000000ffu));
        g0[vThreadIDInGroupFlattened.x].w[0] = r2.x;
        g0[vThreadIDInGroupFlattened.x].w[1] = r2.y;
        g0[vThreadIDInGroupFlattened.x].w[2] = r2.z;
        g0[vThreadIDInGroupFlattened.x].w[3] = r2.w;
        g0[vThreadIDInGroupFlattened.x].w[9] = r2.x;
        g0[vThreadIDInGroupFlattened.x].w[10] = r2.y;
        g0[vThreadIDInGroupFlattened.x].w[11] = r2.z;
        g0[vThreadIDInGroupFlattened.x].w[12] = r2.w;
        g0[vThreadIDInGroupFlattened.x].w[13] = r2.x;
        g0[vThreadIDInGroupFlattened.x].w[14] = r2.y;
        g0[vThreadIDInGroupFlattened.x].w[15] = r2.z;
        g0[vThreadIDInGroupFlattened.x].w[16] = r2.w;
    }
    if (r1.y != 0u) {
        r2.xyzw = uint4(g0[vThreadIDInGroupFlattened.x].w[9], g0[vThreadIDInGroupFlattened.x].w[10], g0[vThreadIDInGroupFlattened.x].w[11], g0[vThreadIDInGroupFlattened.x].w[12]);
        r3.xyzw = uint4(g0[vThreadIDInGroupFlattened.x].w[13], g0[vThreadIDInGroupFlattened.x].w[14], g0[vThreadIDInGroupFlattened.x].w[15], g0[vThreadIDInGroupFlattened.x].w[16]);
        r0.w = asint(vThreadIDInGroupFlattened.x) + 8;
        r4.xyzw = uint4(g0[asuint(r0.w)].w[9], g0[asuint(r0.w)].w[10], g0[asuint(r0.w)].w[11], g0[asuint(r0.w)].w[12]);
        r5.xyzw = uint4(g0[asuint(r0.w)].w[13], g0[asuint(r0.w)].w[14], g0[asuint(r0.w)].w[15], g0[asuint(r0.w)].w[16]);
        r2.xyzw = min(r2.xyzw, r4.xyzw);
        g0[vThreadIDInGroupFlattened.x].w[9] = r2.x;
        g0[vThreadIDInGroupFlattened.x].w[10] = r2.y;
        g0[vThreadIDInGroupFlattened.x].w[11] = r2.z;
        g0[vThreadIDInGroupFlattened.x].w[12] = r2.w;
        r2.xyzw = max(r3.xyzw, r5.xyzw);
        g0[vThreadIDInGroupFlattened.x].w[13] = r2.x;
        g0[vThreadIDInGroupFlattened.x].w[14] = r2.y;
        g0[vThreadIDInGroupFlattened.x].w[15] = r2.z;
        g0[vThreadIDInGroupFlattened.x].w[16] = r2.w;
    }
    if (r1.z != 0u) {
        r2.xyzw = uint4(g0[vThreadIDInGroupFlattened.x].w[9], g0[vThreadIDInGroupFlattened.x].w[10], g0[vThreadIDInGroupFlattened.x].w[11], g0[vThreadIDInGroupFlattened.x].w[12]);
        r3.xyzw = uint4(g0[vThreadIDInGroupFlattened.x].w[13], g0[vThreadIDInGroupFlattened.x].w[14], g0[vThreadIDInGroupFlattened.x].w[15], g0[vThreadIDInGroupFlattened.x].w[16]);
        r0.w = asint(vThreadIDInGroupFlattened.x) + 4;
        r4.xyzw = uint4(g0[asuint(r0.w)].w[9], g0[asuint(r0.w)].w[10], g0[asuint(r0.w)].w[11], g0[asuint(r0.w)].w[12]);
        r5.xyzw = uint4(g0[asuint(r0.w)].w[13], g0[asuint(r0.w)].w[14], g0[asuint(r0.w)].w[15], g0[asuint(r0.w)].w[16]);
        r2.xyzw = min(r2.xyzw, r4.xyzw);
        g0[vThreadIDInGroupFlattened.x].w[9] = r2.x;
        g0[vThreadIDInGroupFlattened.x].w[10] = r2.y;
        g0[vThreadIDInGroupFlattened.x].w[11] = r2.z;
        g0[vThreadIDInGroupFlattened.x].w[12] = r2.w;
        r2.xyzw = max(r3.xyzw, r5.xyzw);
        g0[vThreadIDInGroupFlattened.x].w[13] = r2.x;
        g0[vThreadIDInGroupFlattened.x].w[14] = r2.y;
        g0[vThreadIDInGroupFlattened.x].w[15] = r2.z;
        g0[vThreadIDInGroupFlattened.x].w[16] = r2.w;
    }
    if (r1.w != 0u) {
        r2.xyzw = uint4(g0[vThreadIDInGroupFlattened.x].w[9], g0[vThreadIDInGroupFlattened.x].w[10], g0[vThreadIDInGroupFlattened.x].w[11], g0[vThreadIDInGroupFlattened.x].w[12]);
        r3.xyzw = uint4(g0[vThreadIDInGroupFlattened.x].w[13], g0[vThreadIDInGroupFlattened.x].w[14], g0[vThreadIDInGroupFlattened.x].w[15], g0[vThreadIDInGroupFlattened.x].w[16]);
        r0.w = asint(vThreadIDInGroupFlattened.x) + 2;
        r4.xyzw = uint4(g0[asuint(r0.w)].w[9], g0[asuint(r0.w)].w[10], g0[asuint(r0.w)].w[11], g0[asuint(r0.w)].w[12]);
        r5.xyzw = uint4(g0[asuint(r0.w)].w[13], g0[asuint(r0.w)].w[14], g0[asuint(r0.w)].w[15], g0[asuint(r0.w)].w[16]);
        r2.xyzw = min(r2.xyzw, r4.xyzw);
        g0[vThreadIDInGroupFlattened.x].w[9] = r2.x;
        g0[vThreadIDInGroupFlattened.x].w[10] = r2.y;
        g0[vThreadIDInGroupFlattened.x].w[11] = r2.z;
        g0[vThreadIDInGroupFlattened.x].w[12] = r2.w;
        r2.xyzw = max(r3.xyzw, r5.xyzw);
        g0[vThreadIDInGroupFlattened.x].w[13] = r2.x;
        g0[vThreadIDInGroupFlattened.x].w[14] = r2.y;
        g0[vThreadIDInGroupFlattened.x].w[15] = r2.z;
        g0[vThreadIDInGroupFlattened.x].w[16] = r2.w;
    }
    r2.xy = (asuint(r0.zz) < uint2(0x00000001u, 0x0000000cu)) ? 0xffffffffu : 0u;
    if (r2.x != 0u) {
        r3.xyzw = uint4(g0[vThreadIDInGroupFlattened.x].w[9], g0[vThreadIDInGroupFlattened.x].w[10], g0[vThreadIDInGroupFlattened.x].w[11], g0[vThreadIDInGroupFlattened.x].w[12]);
        r4.xyzw = uint4(g0[vThreadIDInGroupFlattened.x].w[13], g0[vThreadIDInGroupFlattened.x].w[14], g0[vThreadIDInGroupFlattened.x].w[15], g0[vThreadIDInGroupFlattened.x].w[16]);
        r0.w = asint(vThreadIDInGroupFlattened.x) + 1;
        r5.xyzw = uint4(g0[asuint(r0.w)].w[9], g0[asuint(r0.w)].w[10], g0[asuint(r0.w)].w[11], g0[asuint(r0.w)].w[12]);
        r6.xyzw = uint4(g0[asuint(r0.w)].w[13], g0[asuint(r0.w)].w[14], g0[asuint(r0.w)].w[15], g0[asuint(r0.w)].w[16]);
        r3.xyzw = min(r3.xyzw, r5.xyzw);
        g0[vThreadIDInGroupFlattened.x].w[9] = r3.x;
        g0[vThreadIDInGroupFlattened.x].w[10] = r3.y;
        g0[vThreadIDInGroupFlattened.x].w[11] = r3.z;
        g0[vThreadIDInGroupFlattened.x].w[12] = r3.w;
        r3.xyzw = max(r4.xyzw, r6.xyzw);
        g0[vThreadIDInGroupFlattened.x].w[13] = r3.x;
        g0[vThreadIDInGroupFlattened.x].w[14] = r3.y;
        g0[vThreadIDInGroupFlattened.x].w[15] = r3.z;
        g0[vThreadIDInGroupFlattened.x].w[16] = r3.w;
    }
    r3.xyzw = uint4(g0[asuint(r0.y)].w[9], g0[asuint(r0.y)].w[10], g0[asuint(r0.y)].w[11], g0[asuint(r0.y)].w[12]);
    r4.xyzw = uint4(g0[asuint(r0.y)].w[13], g0[asuint(r0.y)].w[14], g0[asuint(r0.y)].w[15], g0[asuint(r0.y)].w[16]);
    r5.xyz = (r1.yyy != 0u) ? ((asuint((r0.z & 1).xxx) != 0u) ? uint3(0x00000001u, 0x00000001u, 0x00000002u) : uint3(0x00000000u, 0x00000002u, 0x00000001u)) : uint3(0x00000000u, 0x00000002u, 0x00000002u);
    if (r2.y != 0u) {
        r6.xyzw = (r0.zzzz == int4(8, 9, 10, 11)) ? 0xffffffffu : 0u;
        r0.w = asint(r6.z) | asint(((asuint(r0.z) < 0x00000006u) ? 0xffffffffu : 0u));
        r2.yzw = asuint(asint(r1.wzy) | asint(r6.xyw));
        r6.xy = r4.wz;
        r6.zw = uint2(0x00000003u, 0x00000000u);
        r6.yzw = (r2.www != 0u) ? r6.xyz : r6.yxw;
        r7.zw = (r2.ww != 0u) ? asint(r3.wz) : asint(r3.zw);
        r7.xy = asint(r3.xy);
        r7.yzw = (asuint(r0.www) != 0u) ? asint(r3.wzy) : r7.yzw;
        r8.xyz = asint(r4.wzy);
        r8.w = 2;
        r6.x = asuint(r8.z);
        r6.xyzw = (asuint(r0.wwww) != 0u) ? asuint(r8.xyzw) : r6.xyzw;
        r8.x = asint(r4.x);
        r8.yzw = asint(r6.xyz);
        r0.w = (r2.z != 0u) ? 1 : asint(r6.w);
        r6.xyzw = (r2.yyyy != 0u) ? r3.xyzw : asuint(((r2.zzzz != 0u) ? asint(r3.wyzx) : r7.xyzw));
        r7.xyzw = (r2.yyyy != 0u) ? asint(r4.xyzw) : ((r2.zzzz != 0u) ? asint(r4.wyzx) : r8.xyzw);
        r5.w = (r2.y != 0u) ? 0x00000000u : asuint(r0.w);
        r8.xyzw = asint(min(asuint((asint(r6.xyzw) + int4(4, 4, 4, 2))), uint4(0x000000ffu, 0x000000ffu, 0x000000ffu, 0x000000ffu))) & int4(248, 248, 248, 252);
        r9.xyzw = asuint(asint(min(asuint((r7.xyzw + int4(4, 4, 4, 2))), uint4(0x000000ffu, 0x000000ffu, 0x000000ffu, 0x000000ffu))) & int4(248, 248, 248, 252));
        r6.xyz = asuint(asint(min(asuint((asint(r6.xyz) + int3(1, 1, 1))), uint3(0x000000ffu, 0x000000ffu, 0x000000ffu))) & int3(254, 254, 254));
        r7.xyz = asint(min(asuint((r7.xyz + int3(1, 1, 1))), uint3(0x000000ffu, 0x000000ffu, 0x000000ffu))) & int3(254, 254, 254);
        r6.xyzw = (r1.yyyy != 0u) ? asuint(r8.xyzw) : r6.xyzw;
        r7.xyzw = (r1.yyyy != 0u) ? asint(r9.xyzw) : r7.xyzw;
        r8.y = (r1.y != 0u) ? 4 : 5;
        r9.xyzw = uint4(g0[asuint(r0.y)].w[0], g0[asuint(r0.y)].w[1], g0[asuint(r0.y)].w[2], g0[asuint(r0.y)].w[3]);
        r2.yzw = (asint(r5.www) == int3(1, 2, 3)) ? 0xffffffffu : 0u;
        r10.zw = (r2.ww != 0u) ? asint(r9.wz) : asint(r9.zw);
        r10.xy = asint(r9.xy);
        r10.yzw = (r2.zzz != 0u) ? asint(r9.wzy) : r10.yzw;
        r9.xyzw = (r2.yyyy != 0u) ? r9.wyzx : asuint(r10.xyzw);
        r10.xyzw = (-asint(r6.xwyz)) + r7.xwyz;
        {
            int3 p0 = r10.xzy * r10.xzy;
            r11.xyz = p0;
        }
        r0.w = r10.w * r10.w + (r11.y + r11.x);
        r9.xyzw = asuint((-asint(r6.xyzw)) + asint(r9.xyzw));
        {
            int3 p0 = asint(r9.xyw) * r10.xzy;
            r9.xyw = asuint(p0);
        }
        r1.x = asuint(r10.w * asint(r9.z) + (asint(r9.y) + asint(r9.x)));
        r8.z = asint((0 < r0.w) ? 0xffffffffu : 0u);
        r8.w = asint((0 < asint(r1.x)) ? 0xffffffffu : 0u);
        r8.z = r8.w & r8.z;
        r1.x = asuint(asint(((asuint((r0.w << (0x00000005u & 31u))) < (uint)((float)asint(r1.x) * 63.49999f)) ? 0xffffffffu : 0u)) & r8.z);
        r12.xyzw = asuint(-r10.xyzw);
        r9.xyz = (r1.xxx != 0u) ? asuint(r7.xyz) : r6.xyz;
        r6.xyz = (r1.xxx != 0u) ? r6.xyz : asuint(r7.xyz);
        r7.xyz = (r1.xxx != 0u) ? asint(r12.xzw) : r10.xzw;
        r1.x = asuint(asint(((0 < r11.z) ? 0xffffffffu : 0u)) & asint(((0 < asint(r9.w)) ? 0xffffffffu : 0u)));
        r8.z = asint((uint)((float)asint(r9.w) * 63.49999f));
        r8.w = r11.z << (0x00000005u & 31u);
        r12.x = asuint(r7.w);
        r10.x = asint(r6.w);
        r8.zw = (asuint((asint(r1.x) & asint(((asuint(r8.w) < asuint(r8.z)) ? 0xffffffffu : 0u))).xx) != 0u) ? asint(r12.xy) : r10.xy;
        r1.x = (0 >= r0.w) ? 0xffffffffu : 0u;
        r6.w = asuint((float)r0.w);
        r10.xy = asint(r5.yz) << (uint2(0x00000006u, 0x00000006u) & 31u);
        r5.yz = asuint(asint(r5.yz) << (uint2(0x00000004u, 0x00000004u) & 31u));
        r10.zw = r10.xy + int2(11, 11);
        r7.w = asint((0 >= r11.z) ? 0xffffffffu : 0u);
        r9.w = asuint((float)r11.z);
        {
            uint2 p0 = asuint(r10.zw) % uint2(0x00000044u, 0x00000044u);
            r10.zw = asint(p0);
        }
        r11.xy = int2(0, 0);
        [loop] while (true) {
            if (asuint(r11.y) >= 0x00000010u) { break; }
            r11.w = r0.y + r11.y;
            r12.xyzw = uint4(g0[asuint(r11.w)].w[0], g0[asuint(r11.w)].w[1], g0[asuint(r11.w)].w[2], g0[asuint(r11.w)].w[3]);
            r13.zw = (r2.ww != 0u) ? asint(r12.wz) : asint(r12.zw);
            r13.xy = asint(r12.xy);
            r13.yzw = (r2.zzz != 0u) ? asint(r12.wzy) : r13.yzw;
            r12.xyzw = (r2.yyyy != 0u) ? r12.wyzx : asuint(r13.xyzw);
            r13.xyz = (-asint(r9.xyz)) + asint(r12.xyz);
            {
                int2 p0 = r7.xy * r13.xy;
                r13.xy = p0;
            }
            r11.w = r7.z * r13.z + (r13.y + r13.x);
            r13.x = asint(r1.x) | asint(((0 >= r11.w) ? 0xffffffffu : 0u));
            r13.y = asint((r11.w < r0.w) ? 0xffffffffu : 0u);
            r11.w = r10.x + asint((uint)(((float)r11.w * 63.49999f) / asfloat(r6.w)));
            r13.y = (asuint(r13.x) != 0u) ? 0 : ((asuint(r13.y) != 0u) ? asint(icb[asuint(r11.w)].x) : r10.z);
            r11.w = (-r8.z) + asint(r12.w);
            {
                int p0 = r8.w * r11.w;
                r11.w = p0;
            }
            r13.z = r7.w | asint(((0 >= r11.w) ? 0xffffffffu : 0u));
            r13.w = asint((r11.w < r11.z) ? 0xffffffffu : 0u);
            r11.w = r10.y + asint((uint)(((float)r11.w * 63.49999f) / asfloat(r9.w)));
            r13.x = (asuint(r13.z) != 0u) ? 0 : ((asuint(r13.w) != 0u) ? asint(icb[asuint(r11.w)].x) : r10.w);
            r13.xy = asint(r5.yz) + ((r5.xx != 0u) ? r13.xy : r13.yx);
            r11.w = 64 + (-asint(icb[asuint(r13.x)].y));
            {
                int3 p0 = asint(r6.xyz) * asint(icb[asuint(r13.x)].yyy);
                r13.xzw = p0;
            }
            r14.xyz = asuint(((r11.www * asint(r9.xyz) + r13.xzw) + int3(32, 32, 32))) >> (uint3(0x00000006u, 0x00000006u, 0x00000006u) & 31u);
            {
                int p0 = asint(r6.x) * asint(icb[asuint(r13.y)].y);
                r13.x = p0;
            }
            r14.w = asuint((((64 + (-asint(icb[asuint(r13.y)].y))) * r8.z + r13.x) + 32)) >> (0x00000006u & 31u);
            r12.xyzw = asuint((-asint(r12.xyzw)) + asint(r14.xyzw));
            {
                int2 p0 = asint(r12.xy) * asint(r12.xy);
                r12.xy = asuint(p0);
            }
            r11.w = asint(r12.w) * asint(r12.w) + (asint(r12.z) * asint(r12.z) + (asint(r12.y) + asint(r12.x)));
            r11.x = r11.w + r11.x;
            r11.y = r11.y + 1;
        }
        r8.x = r11.x;
    } else {
        if (r0.z == 12) {
            r6.xyzw = asuint(asint(r3.xyzw) & int4(1, 1, 1, 1));
            r3.xyzw = asuint(asint((asuint(((asint(r6.w) + (asint(r6.z) + asint(r6.y))) + asint(r6.x))) >> (0x00000002u & 31u)).xxxx) + (asint(r3.xyzw) & int4(254, 254, 254, 254)));
            r6.xyzw = asuint(asint(r4.xyzw) & int4(1, 1, 1, 1));
            r4.xyzw = asuint(asint((asuint(((asint(r6.w) + (asint(r6.z) + asint(r6.y))) + asint(r6.x))) >> (0x00000002u & 31u)).xxxx) + (asint(r4.xyzw) & int4(254, 254, 254, 254)));
            r6.xyzw = uint4(g0[asuint(r0.y)].w[0], g0[asuint(r0.y)].w[1], g0[asuint(r0.y)].w[2], g0[asuint(r0.y)].w[3]);
            r7.xyzw = (-asint(r3.xyzw)) + asint(r4.xyzw);
            {
                int2 p0 = r7.xy * r7.xy;
                r0.zw = p0;
            }
            r0.z = r7.w * r7.w + (r7.z * r7.z + (r0.w + r0.z));
            r6.xyzw = asuint((-asint(r3.xyzw)) + asint(r6.xyzw));
            {
                int2 p0 = asint(r6.xy) * r7.xy;
                r2.yz = asuint(p0);
            }
            r0.w = r7.w * asint(r6.w) + (r7.z * asint(r6.z) + (asint(r2.z) + asint(r2.y)));
            r1.x = asuint(asint(((0 < r0.z) ? 0xffffffffu : 0u)) & asint(((r0.w >= 0) ? 0xffffffffu : 0u)));
            r0.w = asint(((asuint((r0.z << (0x00000005u & 31u))) < (uint)((float)r0.w * 63.49999f)) ? 0xffffffffu : 0u)) & asint(r1.x);
            r9.xyzw = (asuint(r0.wwww) != 0u) ? r4.xyzw : r3.xyzw;
            r3.xyzw = (asuint(r0.wwww) != 0u) ? r3.xyzw : r4.xyzw;
            r4.xyzw = (asuint(r0.wwww) != 0u) ? asuint((-r7.xyzw)) : asuint(r7.xyzw);
            r0.w = asint((0 >= r0.z) ? 0xffffffffu : 0u);
            r1.x = asuint((float)r0.z);
            r8.xy = int2(0, 0);
            [loop] while (true) {
                if (asuint(r8.y) >= 0x00000010u) { break; }
                r2.y = asuint(r0.y + r8.y);
                r6.xyzw = uint4(g0[r2.y].w[0], g0[r2.y].w[1], g0[r2.y].w[2], g0[r2.y].w[3]);
                r7.xyzw = (-asint(r9.xyzw)) + asint(r6.xyzw);
                {
                    int2 p0 = asint(r4.xy) * r7.xy;
                    r2.yz = asuint(p0);
                }
                r2.y = asuint(asint(r4.w) * r7.w + (asint(r4.z) * r7.z + (asint(r2.z) + asint(r2.y))));
                r2.z = asuint(r0.w | asint(((0 >= asint(r2.y)) ? 0xffffffffu : 0u)));
                r2.w = (asint(r2.y) < r0.z) ? 0xffffffffu : 0u;
                r2.y = (uint)(((float)asint(r2.y) * 63.49999f) / asfloat(r1.x));
                r2.y = (r2.w != 0u) ? icb[r2.y].x : 0x0000000fu;
                r2.y = (r2.z != 0u) ? 0x00000000u : r2.y;
                {
                    int4 p0 = asint(r3.xyzw) * asint(icb[r2.y].yyyy);
                    r7.xyzw = p0;
                }
                r6.xyzw = asuint((-asint(r6.xyzw)) + asint((asuint((((64 + (-asint(icb[r2.y].y))).xxxx * asint(r9.xyzw) + r7.xyzw) + int4(32, 32, 32, 32))) >> (uint4(0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u) & 31u))));
                {
                    int2 p0 = asint(r6.xy) * asint(r6.xy);
                    r2.yz = asuint(p0);
                }
                r8.x = (asint(r6.w) * asint(r6.w) + (asint(r6.z) * asint(r6.z) + (asint(r2.z) + asint(r2.y)))) + r8.x;
                r8.y = r8.y + 1;
            }
            r8.y = 6;
        } else {
            r8.xy = int2(-1, 0);
        }
        r5.w = 0x00000000u;
    }
    g0[vThreadIDInGroupFlattened.x].w[4] = asuint(r8.x);
    g0[vThreadIDInGroupFlattened.x].w[5] = asuint(r8.y);
    g0[vThreadIDInGroupFlattened.x].w[7] = r5.x;
    g0[vThreadIDInGroupFlattened.x].w[8] = r5.w;
    if (r1.y != 0u) {
        r0.y = asint(vThreadIDInGroupFlattened.x) + 8;
        r3.yz = uint2(g0[asuint(r0.y)].w[4], g0[asuint(r0.y)].w[5]);
        r4.xy = uint2(g0[asuint(r0.y)].w[7], g0[asuint(r0.y)].w[8]);
        if (r3.y < asuint(r8.x)) {
            r3.x = g0[asuint(r0.y)].w[4];
            g0[vThreadIDInGroupFlattened.x].w[4] = r3.x;
            g0[vThreadIDInGroupFlattened.x].w[5] = r3.z;
            g0[vThreadIDInGroupFlattened.x].w[7] = r4.x;
            g0[vThreadIDInGroupFlattened.x].w[8] = r4.y;
        }
    }
    if (r1.z != 0u) {
        r3.x = g0[vThreadIDInGroupFlattened.x].w[4];
        r0.y = asint(vThreadIDInGroupFlattened.x) + 4;
        r4.yz = uint2(g0[asuint(r0.y)].w[4], g0[asuint(r0.y)].w[5]);
        r5.xy = uint2(g0[asuint(r0.y)].w[7], g0[asuint(r0.y)].w[8]);
        if (r4.y < r3.x) {
            r4.x = g0[asuint(r0.y)].w[4];
            g0[vThreadIDInGroupFlattened.x].w[4] = r4.x;
            g0[vThreadIDInGroupFlattened.x].w[5] = r4.z;
            g0[vThreadIDInGroupFlattened.x].w[7] = r5.x;
            g0[vThreadIDInGroupFlattened.x].w[8] = r5.y;
        }
    }
    if (r1.w != 0u) {
        r1.x = g0[vThreadIDInGroupFlattened.x].w[4];
        r0.y = asint(vThreadIDInGroupFlattened.x) + 2;
        r3.yz = uint2(g0[asuint(r0.y)].w[4], g0[asuint(r0.y)].w[5]);
        r4.xy = uint2(g0[asuint(r0.y)].w[7], g0[asuint(r0.y)].w[8]);
        if (r3.y < r1.x) {
            r3.x = g0[asuint(r0.y)].w[4];
            g0[vThreadIDInGroupFlattened.x].w[4] = r3.x;
            g0[vThreadIDInGroupFlattened.x].w[5] = r3.z;
            g0[vThreadIDInGroupFlattened.x].w[7] = r4.x;
            g0[vThreadIDInGroupFlattened.x].w[8] = r4.y;
        }
    }
    if (r2.x != 0u) {
        r1.x = g0[vThreadIDInGroupFlattened.x].w[4];
        r0.y = asint(vThreadIDInGroupFlattened.x) + 1;
        r2.yz = uint2(g0[asuint(r0.y)].w[4], g0[asuint(r0.y)].w[5]);
        r3.xy = uint2(g0[asuint(r0.y)].w[7], g0[asuint(r0.y)].w[8]);
        if (r2.y < r1.x) {
            r2.x = g0[asuint(r0.y)].w[4];
            g0[vThreadIDInGroupFlattened.x].w[4] = r2.x;
            g0[vThreadIDInGroupFlattened.x].w[5] = r2.z;
            g0[vThreadIDInGroupFlattened.x].w[7] = r3.x;
            g0[vThreadIDInGroupFlattened.x].w[8] = r3.y;
        }
        r1.xw = uint2(g0[vThreadIDInGroupFlattened.x].w[7], g0[vThreadIDInGroupFlattened.x].w[8]);
        r0.y = asint(r1.x) << (0x0000001fu & 31u);
        r1.xy = uint2(g0[vThreadIDInGroupFlattened.x].w[4], g0[vThreadIDInGroupFlattened.x].w[5]);
        r1.y = asuint(r0.y | asint(r1.y));
        r1.z = 0x00000000u;
        g_OutBuff[asuint(r0.x)].w[0] = r1.x;
        g_OutBuff[asuint(r0.x)].w[1] = r1.y;
        g_OutBuff[asuint(r0.x)].w[2] = r1.z;
        g_OutBuff[asuint(r0.x)].w[3] = r1.w;
    }
    {
        return output;
    }
}
