// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer CB
// {
//
//   uint g_iLevel;                     // Offset:    0 Size:     4
//   uint g_iLevelMask;                 // Offset:    4 Size:     4
//   uint g_iWidth;                     // Offset:    8 Size:     4 [unused]
//   uint g_iHeight;                    // Offset:   12 Size:     4 [unused]
//
// }
//
// Resource bind info for Data
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
// Data                                  UAV  struct         r/w    0        1
// CB                                cbuffer      NA          NA    0        1
//
cbuffer CB : register(b0) {
    uint g_iLevel : packoffset(c0);
    uint g_iLevelMask : packoffset(c0.y);
    uint g_iWidth : packoffset(c0.z);
    uint g_iHeight : packoffset(c0.w);
};
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> Data : register(u0);
struct S_g0 { uint w[1]; };
groupshared S_g0 g0[512];
struct Input {
};
struct Output {
};
[numthreads(512, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    r0.x = Data[vThreadID.x].w[0];
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    r0.y = ((asint(vThreadID.x) & asint(g_iLevelMask)) != 0) ? 0xffffffffu : 0u;
    r0.z = (g_iLevel >> (0x00000001u & 31u));
    [loop] while (true) {
        if (0x00000000u >= r0.z) { break; }
        r0.w = asuint((~asint(r0.z)) & asint(vThreadIDInGroupFlattened.x));
        r0.w = g0[r0.w].w[0];
        r1.x = asuint(asint(r0.z) | asint(vThreadIDInGroupFlattened.x));
        r1.x = g0[r1.x].w[0];
        r0.w = (r1.x >= r0.w) ? 0xffffffffu : 0u;
        r1.x = asuint(asint(r0.z) ^ asint(vThreadIDInGroupFlattened.x));
        r1.x = g0[r1.x].w[0];
        r1.y = g0[vThreadIDInGroupFlattened.x].w[0];
        r0.w = (((asint(r0.y) == asint(r0.w)) ? 0xffffffffu : 0u) != 0u) ? r1.x : r1.y;
        GroupMemoryBarrierWithGroupSync();
        g0[vThreadIDInGroupFlattened.x].w[0] = r0.w;
        GroupMemoryBarrierWithGroupSync();
        r0.z = r0.z >> (0x00000001u & 31u);
    }
    r0.x = g0[vThreadIDInGroupFlattened.x].w[0];
    Data[vThreadID.x].w[0] = r0.x;
    {
        return output;
    }
}
