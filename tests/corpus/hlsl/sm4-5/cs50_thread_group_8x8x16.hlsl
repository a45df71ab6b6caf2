// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer S
// {
//
//   uint g_numSpheres;                 // Offset:    0 Size:     4
//   float g_voxel;                     // Offset:    4 Size:     4
//
// }
//
// Resource bind info for g_spheres
// {
//
//   float4 $Element;                   // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_spheres                         texture  struct         r/o    0        1
// g_sdf                                 UAV   float          3d    0        1
// S                                 cbuffer      NA          NA    0        1
//
cbuffer S : register(b0) {
    uint g_numSpheres : packoffset(c0);
    float g_voxel : packoffset(c0.y);
};
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> g_spheres : register(t0);
RWTexture3D<float4> g_sdf : register(u0);
struct Input {
};
struct Output {
};
[numthreads(8, 8, 16)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise float4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    r0.xyz = (float3)vThreadID.xyz + float3(0.5f, 0.5f, 0.5f);
    r0.w = 1000000000.0f;
    r1.x = 0x00000000u;
    [loop] while (true) {
        if (r1.x >= g_numSpheres) { break; }
        r2.xyzw = uint4(g_spheres[r1.x].w[0], g_spheres[r1.x].w[1], g_spheres[r1.x].w[2], g_spheres[r1.x].w[3]);
        r1.yzw = asuint(mad(r0.xyz, g_voxel.xxx, (-asfloat(r2.xyz))));
        r0.w = min(r0.w, ((-asfloat(r2.w)) + sqrt(dot(asfloat(r1.yzw), asfloat(r1.yzw)))));
        r1.x = asuint(asint(r1.x) + 1);
    }
    g_sdf[vThreadID.xyz] = asfloat(asuint(r0.wwww));
    {
        return output;
    }
}
