// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_in
// {
//
//   uint $Element;                     // Offset:    0 Size:     4
//
// }
//
// Resource bind info for g_out
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
// g_in                              texture  struct         r/o    0        1
// g_out                                 UAV  struct         r/w    0        1
//
struct S_t0 { uint w[1]; };
StructuredBuffer<S_t0> t0 : register(t0);
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> g_out : register(u0);
struct S_g0 { uint w[1]; };
groupshared S_g0 g0[64];
struct Input {
};
struct Output {
};
[numthreads(64, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise int4 r3 = 0;
    r0.x = t0[vThreadID.x].w[0];
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    r1.xyzw = asuint(asint(vThreadIDInGroupFlattened.xxxx) + int4(-1, -2, -4, -8));
    r2.x = g0[r1.x].w[0];
    GroupMemoryBarrierWithGroupSync();
    r3.xyzw = asint((vThreadIDInGroupFlattened.xxxx >= uint4(0x00000001u, 0x00000002u, 0x00000004u, 0x00000008u)) ? 0xffffffffu : 0u);
    r0.y = asuint(asint(r2.x) & r3.x);
    r0.x = asuint(asint(r0.y) + asint(r0.x));
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    r2.x = g0[r1.y].w[0];
    r0.y = asuint(asint(r2.x) & r3.y);
    r0.x = asuint(asint(r0.y) + asint(r0.x));
    GroupMemoryBarrierWithGroupSync();
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    r2.x = g0[r1.z].w[0];
    r0.y = asuint(asint(r2.x) & r3.z);
    r0.x = asuint(asint(r0.y) + asint(r0.x));
    GroupMemoryBarrierWithGroupSync();
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    r1.x = g0[r1.w].w[0];
    r0.y = asuint(asint(r1.x) & r3.w);
    r0.x = asuint(asint(r0.y) + asint(r0.x));
    GroupMemoryBarrierWithGroupSync();
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    r0.yz = asuint(asint(vThreadIDInGroupFlattened.xx) + int2(-16, -32));
    r1.x = g0[r0.y].w[0];
    GroupMemoryBarrierWithGroupSync();
    r0.yw = (vThreadIDInGroupFlattened.xx >= uint2(0x00000010u, 0x00000020u)) ? 0xffffffffu : 0u;
    r0.y = asuint(asint(r1.x) & asint(r0.y));
    r0.x = asuint(asint(r0.y) + asint(r0.x));
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    r1.x = g0[r0.z].w[0];
    r0.y = asuint(asint(r0.w) & asint(r1.x));
    r0.x = asuint(asint(r0.y) + asint(r0.x));
    g_out[vThreadID.x].w[0] = r0.x;
    {
        return output;
    }
}
