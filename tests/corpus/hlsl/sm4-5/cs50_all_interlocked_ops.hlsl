// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_sint
// {
//
//   int $Element;                      // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_raw                                 UAV    byte         r/w    0        1
// g_sint                                UAV  struct         r/w    1        1
// g_tex                                 UAV    uint          2d    2        1
//
RWByteAddressBuffer g_raw : register(u0);
struct S_u1 { int w[1]; };
RWStructuredBuffer<S_u1> g_sint : register(u1);
RWTexture2D<uint> g_tex : register(u2);
struct S_g0 { uint w[1]; };
groupshared S_g0 g0[64];
struct S_g1 { int w[1]; };
groupshared S_g1 g1[64];
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
    precise uint4 r3 = 0;
    precise int4 r4 = 0;
    precise uint4 r5 = 0;
    precise uint4 r6 = 0;
    precise int4 r7 = 0;
    precise uint4 r8 = 0;
    {
        int p0 = asint(vThreadID.x) * -1640531535;
        r0.x = asuint(p0);
    }
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    g1[vThreadIDInGroupFlattened.x].w[0] = asint(r0.x);
    GroupMemoryBarrierWithGroupSync();
    r1.xyzw = asuint(asint(vThreadIDInGroupFlattened.xxxx) ^ int4(4, 1, 8, 2));
    r2.xz = r1.yw;
    r2.yw = uint2(0x00000000u, 0x00000000u);
    InterlockedAdd(g0[r2.x].w[(r2.y >> 2)], 0x00000001u);
    InterlockedAnd(g0[r2.z].w[(r2.w >> 2)], r0.x);
    r1.yw = uint2(0x00000000u, 0x00000000u);
    {
        uint p;
        InterlockedOr(g0[r1.x].w[(r1.y >> 2)], r0.x, p);
        r3.x = p;
    }
    {
        uint p;
        InterlockedXor(g0[r1.z].w[(r1.w >> 2)], r0.x, p);
        r1.x = p;
    }
    InterlockedMin(g1[r2.x].w[(r2.y >> 2)], asint(r0.x));
    {
        int p;
        InterlockedMax(g1[r2.z].w[(r2.w >> 2)], asint(r0.x), p);
        r2.x = asuint(p);
    }
    r4.xy = asint(vThreadIDInGroupFlattened.xx) ^ int2(16, 32);
    r4.z = 0;
    {
        uint p;
        InterlockedMin(g0[asuint(r4.x)].w[(asuint(r4.z) >> 2)], r0.x, p);
        r5.x = p;
    }
    InterlockedMax(g0[asuint(r4.y)].w[(asuint(r4.z) >> 2)], r0.x);
    r4.x = (-asint(vThreadIDInGroupFlattened.x)) + 63;
    r4.yw = int2(0, 0);
    {
        uint p;
        InterlockedExchange(g0[asuint(r4.x)].w[(asuint(r4.y) >> 2)], r0.x, p);
        r6.x = p;
    }
    r4.z = asint(vThreadIDInGroupFlattened.x);
    {
        uint p;
        InterlockedCompareExchange(g0[asuint(r4.z)].w[(asuint(r4.w) >> 2)], r6.x, r0.x, p);
        r6.x = p;
    }
    r7.x = (asint(vThreadIDInGroupFlattened.x) + 1) & 63;
    r7.yw = int2(0, 0);
    InterlockedCompareStore(g0[asuint(r7.x)].w[(asuint(r7.y) >> 2)], r6.x, r0.x);
    GroupMemoryBarrierWithGroupSync();
    r0.x = asuint(g1[vThreadIDInGroupFlattened.x].w[0]);
    r0.y = g0[vThreadIDInGroupFlattened.x].w[0];
    {
        uint p;
        g_raw.InterlockedAdd(0x00000000u, r0.y, p);
        r6.x = p;
    }
    g_raw.InterlockedMin(0x00000004u, r0.y);
    g_raw.InterlockedMax(0x00000008u, r0.y);
    {
        uint p;
        g_raw.InterlockedAnd(0x0000000cu, r0.y, p);
        r8.x = p;
    }
    g_raw.InterlockedOr(0x00000010u, r0.y);
    g_raw.InterlockedXor(0x00000014u, r0.y);
    g_raw.InterlockedCompareStore(0x00000018u, r6.x, r8.x);
    {
        uint p;
        g_raw.InterlockedCompareExchange(0x0000001cu, r6.x, r8.x, p);
        r6.x = p;
    }
    {
        uint p;
        InterlockedAdd(g_tex[vThreadID.xy], r6.x, p);
        r6.x = p;
    }
    InterlockedMin(g_sint[asuint(r4.z)].w[(asuint(r4.w) >> 2)], asint(r0.x));
    r7.z = asint(vThreadIDInGroupFlattened.x) + 64;
    {
        int p;
        InterlockedMax(g_sint[asuint(r7.z)].w[(asuint(r7.w) >> 2)], asint(r0.x), p);
        r0.x = asuint(p);
    }
    r0.x = asuint(asint(r5.x) + (asint(r2.x) + (asint(r1.x) + (asint(r3.x) + (asint(r0.x) + asint(r6.x))))));
    {
        uint p;
        InterlockedExchange(g_tex[vThreadID.yx], r0.x, p);
        r0.x = p;
    }
    r0.y = asuint((asint(vThreadIDInGroupFlattened.x) << (0x00000002u & 31u)) + 32);
    g_raw.Store(r0.y, r0.x);
    {
        return output;
    }
}
