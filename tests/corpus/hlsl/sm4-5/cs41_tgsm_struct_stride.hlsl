// Decompiled by dxsm from cs_4_1 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_pts
// {
//
//   float4 $Element;                   // Offset:    0 Size:    16
//
// }
//
// Resource bind info for g_cells
// {
//
//   struct
//   {
//       
//       float3 sum;                    // Offset:    0
//       uint count;                    // Offset:   12
//       float4 extra;                  // Offset:   16
//
//   } $Element;                        // Offset:    0 Size:    32
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_pts                             texture  struct         r/o    0        1
// g_cells                               UAV  struct         r/w    0        1
//
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> g_pts : register(t0);
struct S_u0 { uint w[8]; };
RWStructuredBuffer<S_u0> g_cells : register(u0);
struct S_g0 { uint w[8]; };
groupshared S_g0 g0[96];
struct Input {
};
struct Output {
};
[numthreads(96, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    r0.x = asuint(asint(vThreadGroupID.x) * 96 + asint(vThreadIDInGroupFlattened.x));
    r0.xyzw = uint4(g_pts[r0.x].w[0], g_pts[r0.x].w[1], g_pts[r0.x].w[2], g_pts[r0.x].w[3]);
    r1.xyz = r0.xyz;
    r1.w = 0x00000001u;
    g0[vThreadIDInGroupFlattened.x].w[0] = r1.x;
    g0[vThreadIDInGroupFlattened.x].w[1] = r1.y;
    g0[vThreadIDInGroupFlattened.x].w[2] = r1.z;
    g0[vThreadIDInGroupFlattened.x].w[3] = r1.w;
    g0[vThreadIDInGroupFlattened.x].w[4] = r0.w;
    g0[vThreadIDInGroupFlattened.x].w[5] = r0.w;
    g0[vThreadIDInGroupFlattened.x].w[6] = r0.w;
    g0[vThreadIDInGroupFlattened.x].w[7] = r0.w;
    GroupMemoryBarrierWithGroupSync();
    if (asuint((asint(vThreadIDInGroupFlattened.x) & 1)) == 0u) {
        r0.x = asuint(asint(vThreadIDInGroupFlattened.x) + 1);
        r2.xyzw = uint4(g0[r0.x].w[0], g0[r0.x].w[1], g0[r0.x].w[2], g0[r0.x].w[3]);
        r3.xyzw = uint4(g0[r0.x].w[4], g0[r0.x].w[5], g0[r0.x].w[6], g0[r0.x].w[7]);
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(r2.xyz));
        r1.w = asuint(asint(r2.w) + 1);
        r0.xyzw = asuint(max(asfloat(r0.wwww), asfloat(r3.xyzw)));
        r2.x = asuint(asint(vThreadGroupID.x) * 48 + asint((vThreadIDInGroupFlattened.x >> (0x00000001u & 31u))));
        g_cells[r2.x].w[0] = r1.x;
        g_cells[r2.x].w[1] = r1.y;
        g_cells[r2.x].w[2] = r1.z;
        g_cells[r2.x].w[3] = r1.w;
        g_cells[r2.x].w[4] = r0.x;
        g_cells[r2.x].w[5] = r0.y;
        g_cells[r2.x].w[6] = r0.z;
        g_cells[r2.x].w[7] = r0.w;
    }
    {
        return output;
    }
}
