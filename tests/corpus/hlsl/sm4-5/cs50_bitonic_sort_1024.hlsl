// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_keys
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
// g_keys                                UAV  struct         r/w    0        1
//
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> g_keys : register(u0);
struct S_g0 { uint w[1]; };
groupshared S_g0 g0[1024];
struct Input {
};
struct Output {
};
[numthreads(1024, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    r0.x = asuint(asint(vThreadGroupID.x) * 1024 + asint(vThreadIDInGroupFlattened.x));
    r0.y = g_keys[r0.x].w[0];
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.y;
    GroupMemoryBarrierWithGroupSync();
    r0.y = 0x00000002u;
    [loop] while (true) {
        if (0x00000400u < r0.y) { break; }
        r0.w = asuint(asint(r0.y) & asint(vThreadIDInGroupFlattened.x));
        r1.x = (r0.y >> (0x00000001u & 31u));
        [loop] while (true) {
            if (0x00000000u >= r1.x) { break; }
            r1.y = asuint(asint(r1.x) ^ asint(vThreadIDInGroupFlattened.x));
            r1.z = g0[vThreadIDInGroupFlattened.x].w[0];
            r1.w = g0[r1.y].w[0];
            r2.x = min(r1.w, r1.z);
            r1.z = max(r1.w, r1.z);
            {
                uint p0 = (r0.w != 0u) ? r2.x : r1.z;
                uint p1 = (r0.w != 0u) ? r1.z : r2.x;
                r2.x = p0;
                r3.x = p1;
            }
            r1.y = (((vThreadIDInGroupFlattened.x < r1.y) ? 0xffffffffu : 0u) != 0u) ? r3.x : r2.x;
            GroupMemoryBarrierWithGroupSync();
            g0[vThreadIDInGroupFlattened.x].w[0] = r1.y;
            GroupMemoryBarrierWithGroupSync();
            r1.x = r1.x >> (0x00000001u & 31u);
        }
        r0.y = asuint(asint(r0.y) << (0x00000001u & 31u));
    }
    r0.y = g0[vThreadIDInGroupFlattened.x].w[0];
    g_keys[r0.x].w[0] = r0.y;
    {
        return output;
    }
}
