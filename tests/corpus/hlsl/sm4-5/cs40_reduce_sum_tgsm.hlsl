// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_in
// {
//
//   float $Element;                    // Offset:    0 Size:     4
//
// }
//
// Resource bind info for g_out
// {
//
//   float $Element;                    // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_in                              texture  struct         r/o    0        1
// g_out                                 UAV  struct         r/w    0        1
//
struct S_t0 { uint w[1]; };
StructuredBuffer<S_t0> t0 : register(t0);
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> g_out : register(u0);
struct S_g0 { uint w[1]; };
groupshared S_g0 g0[128];
struct Input {
};
struct Output {
};
[numthreads(128, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    r0.x = t0[vThreadID.x].w[0];
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    r1.xyzw = (vThreadIDInGroupFlattened.xxxx < uint4(0x00000040u, 0x00000020u, 0x00000010u, 0x00000008u)) ? 0xffffffffu : 0u;
    if (r1.x != 0u) {
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 64);
        r2.x = g0[r0.y].w[0];
        r0.x = asuint(asfloat(r0.x) + asfloat(r2.x));
    }
    GroupMemoryBarrierWithGroupSync();
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    if (r1.y != 0u) {
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 32);
        r2.x = g0[r0.y].w[0];
        r0.x = asuint(asfloat(r0.x) + asfloat(r2.x));
    }
    GroupMemoryBarrierWithGroupSync();
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    if (r1.z != 0u) {
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 16);
        r2.x = g0[r0.y].w[0];
        r0.x = asuint(asfloat(r0.x) + asfloat(r2.x));
    }
    GroupMemoryBarrierWithGroupSync();
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    if (r1.w != 0u) {
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 8);
        r1.x = g0[r0.y].w[0];
        r0.x = asuint(asfloat(r0.x) + asfloat(r1.x));
    }
    GroupMemoryBarrierWithGroupSync();
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    r0.yzw = (vThreadIDInGroupFlattened.xxx < uint3(0x00000004u, 0x00000002u, 0x00000001u)) ? 0xffffffffu : 0u;
    if (r0.y != 0u) {
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 4);
        r1.x = g0[r0.y].w[0];
        r0.x = asuint(asfloat(r0.x) + asfloat(r1.x));
    }
    GroupMemoryBarrierWithGroupSync();
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    if (r0.z != 0u) {
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 2);
        r1.x = g0[r0.y].w[0];
        r0.x = asuint(asfloat(r0.x) + asfloat(r1.x));
    }
    GroupMemoryBarrierWithGroupSync();
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    if (r0.w != 0u) {
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 1);
        r1.x = g0[r0.y].w[0];
        r0.x = asuint(asfloat(r0.x) + asfloat(r1.x));
    }
    GroupMemoryBarrierWithGroupSync();
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    if (vThreadIDInGroupFlattened.x == 0u) {
        r0.x = g0[0x00000000u].w[0];
        g_out[vThreadGroupID.x].w[0] = r0.x;
    }
    {
        return output;
    }
}
