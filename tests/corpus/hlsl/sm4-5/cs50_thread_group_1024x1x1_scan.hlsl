// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_data
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
// g_data                                UAV  struct         r/w    0        1
//
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> g_data : register(u0);
struct S_g0 { uint w[1]; };
groupshared S_g0 g0[2048];
struct Input {
};
struct Output {
};
[numthreads(1024, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    r0.x = asuint(asint(vThreadIDInGroupFlattened.x) << (0x00000001u & 31u));
    r0.y = g_data[r0.x].w[0];
    g0[r0.x].w[0] = r0.y;
    r0.y = asuint(asint(vThreadIDInGroupFlattened.x) * 2 + 1);
    r0.z = g_data[r0.y].w[0];
    g0[r0.y].w[0] = r0.z;
    r0.z = asuint(asint(r0.x) + 2);
    r0.w = 0x00000001u;
    r1.x = 0x00000400u;
    [loop] while (true) {
        if (0x00000000u >= r1.x) { break; }
        GroupMemoryBarrierWithGroupSync();
        if (vThreadIDInGroupFlattened.x < r1.x) {
            r1.y = asuint(asint(r0.w) * asint(r0.y) + -1);
            r1.z = asuint(asint(r0.w) * asint(r0.z) + -1);
            r1.y = g0[r1.y].w[0];
            r1.w = g0[r1.z].w[0];
            r1.y = asuint(asint(r1.y) + asint(r1.w));
            g0[r1.z].w[0] = r1.y;
        }
        r0.w = asuint(asint(r0.w) << (0x00000001u & 31u));
        r1.x = r1.x >> (0x00000001u & 31u);
    }
    if (vThreadIDInGroupFlattened.x == 0u) {
        g0[0x000007ffu].w[0] = 0x00000000u;
    }
    r0.w = 0x00000800u;
    r1.x = 0x00000001u;
    [loop] while (true) {
        if (r1.x >= 0x00000800u) { break; }
        r0.w = r0.w >> (0x00000001u & 31u);
        GroupMemoryBarrierWithGroupSync();
        if (vThreadIDInGroupFlattened.x < r1.x) {
            r1.y = asuint(asint(r0.w) * asint(r0.y) + -1);
            r1.z = asuint(asint(r0.w) * asint(r0.z) + -1);
            r1.w = g0[r1.y].w[0];
            r2.x = g0[r1.z].w[0];
            g0[r1.y].w[0] = r2.x;
            r1.y = g0[r1.z].w[0];
            r1.y = asuint(asint(r1.w) + asint(r1.y));
            g0[r1.z].w[0] = r1.y;
        }
        r1.x = asuint(asint(r1.x) << (0x00000001u & 31u));
    }
    GroupMemoryBarrierWithGroupSync();
    r0.z = g0[r0.x].w[0];
    g_data[r0.x].w[0] = r0.z;
    r0.z = g0[r0.y].w[0];
    g_data[r0.y].w[0] = r0.z;
    {
        return output;
    }
}
