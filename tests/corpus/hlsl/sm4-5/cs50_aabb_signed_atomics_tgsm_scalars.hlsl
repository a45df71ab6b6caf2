// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_pts
// {
//
//   int3 $Element;                     // Offset:    0 Size:    12
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_pts                             texture  struct         r/o    0        1
// g_box                                 UAV    byte         r/w    0        1
//
struct S_t0 { uint w[3]; };
StructuredBuffer<S_t0> g_pts : register(t0);
RWByteAddressBuffer g_box : register(u0);
groupshared int g0[1];
groupshared int g1[1];
groupshared int g2[1];
groupshared int g3[1];
groupshared uint g4[1];
struct Input {
};
struct Output {
};
[numthreads(128, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    precise uint4 r5 = 0;
    if (vThreadIDInGroupFlattened.x == 0u) {
        g0[0x00000000u >> 2] = asint(0x7fffffffu);
        g1[0x00000000u >> 2] = asint(0x7fffffffu);
        g2[0x00000000u >> 2] = asint(0x80000001u);
        g3[0x00000000u >> 2] = asint(0x80000001u);
        g4[0x00000000u >> 2] = 0x00000000u;
    }
    GroupMemoryBarrierWithGroupSync();
    r0.xyz = uint3(g_pts[vThreadID.x].w[0], g_pts[vThreadID.x].w[1], g_pts[vThreadID.x].w[2]);
    {
        int p;
        InterlockedMin(g0[0x00000000u >> 2], asint(r0.x), p);
        r1.x = asuint(p);
    }
    InterlockedMin(g1[0x00000000u >> 2], asint(r0.y));
    InterlockedMax(g2[0x00000000u >> 2], asint(r0.x));
    {
        int p;
        InterlockedMax(g3[0x00000000u >> 2], asint(r0.y), p);
        r2.x = asuint(p);
    }
    r0.x = asuint(asint(((0 < asint(r0.z)) ? 0xffffffffu : 0u)) & 1);
    {
        uint p;
        InterlockedAdd(g4[0x00000000u >> 2], r0.x, p);
        r0.x = p;
    }
    GroupMemoryBarrierWithGroupSync();
    if (vThreadIDInGroupFlattened.x == 0u) {
        r0.y = asuint(g0[0x00000000u >> 2]);
        {
            int p;
            g_box.InterlockedMin(0x00000000u, asint(r0.y), p);
            r3.x = asuint(p);
        }
        r0.y = asuint(g1[0x00000000u >> 2]);
        g_box.InterlockedMin(0x00000004u, asint(r0.y));
        r0.y = asuint(g2[0x00000000u >> 2]);
        g_box.InterlockedMax(0x00000008u, asint(r0.y));
        r0.y = asuint(g3[0x00000000u >> 2]);
        {
            int p;
            g_box.InterlockedMax(0x0000000cu, asint(r0.y), p);
            r4.x = asuint(p);
        }
        r0.y = g4[0x00000000u >> 2];
        {
            uint p;
            g_box.InterlockedMax(0x00000010u, r0.y, p);
            r5.x = p;
        }
        r0.y = asuint(asint(r3.x) ^ asint(r4.x));
        {
            uint p;
            g_box.InterlockedMin(0x00000014u, r0.y, p);
            r3.x = p;
        }
        r0.y = asuint(asint(r3.x) + asint(r5.x));
        r0.x = asuint(asint(r0.x) + asint(r0.y));
        r0.y = asuint(asint(r1.x) + asint(r2.x));
        r0.x = asuint(asint(r0.y) + asint(r0.x));
        g_box.Store(0x00000018u, r0.x);
    }
    {
        return output;
    }
}
