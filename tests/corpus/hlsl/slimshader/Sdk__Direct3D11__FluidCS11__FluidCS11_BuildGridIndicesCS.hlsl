// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbSimulationConstants
// {
//
//   uint g_iNumParticles;              // Offset:    0 Size:     4
//   float g_fTimeStep;                 // Offset:    4 Size:     4 [unused]
//   float g_fSmoothlen;                // Offset:    8 Size:     4 [unused]
//   float g_fPressureStiffness;        // Offset:   12 Size:     4 [unused]
//   float g_fRestDensity;              // Offset:   16 Size:     4 [unused]
//   float g_fDensityCoef;              // Offset:   20 Size:     4 [unused]
//   float g_fGradPressureCoef;         // Offset:   24 Size:     4 [unused]
//   float g_fLapViscosityCoef;         // Offset:   28 Size:     4 [unused]
//   float g_fWallStiffness;            // Offset:   32 Size:     4 [unused]
//   float4 g_vGravity;                 // Offset:   48 Size:    16 [unused]
//   float4 g_vGridDim;                 // Offset:   64 Size:    16 [unused]
//   float3 g_vPlanes[4];               // Offset:   80 Size:    60 [unused]
//
// }
//
// Resource bind info for GridRO
// {
//
//   uint $Element;                     // Offset:    0 Size:     4
//
// }
//
// Resource bind info for GridIndicesRW
// {
//
//   uint2 $Element;                    // Offset:    0 Size:     8
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// GridRO                            texture  struct         r/o    3        1
// GridIndicesRW                         UAV  struct         r/w    0        1
// cbSimulationConstants             cbuffer      NA          NA    0        1
//
cbuffer cbSimulationConstants : register(b0) {
    uint g_iNumParticles : packoffset(c0);
    float g_fTimeStep : packoffset(c0.y);
    float g_fSmoothlen : packoffset(c0.z);
    float g_fPressureStiffness : packoffset(c0.w);
    float g_fRestDensity : packoffset(c1);
    float g_fDensityCoef : packoffset(c1.y);
    float g_fGradPressureCoef : packoffset(c1.z);
    float g_fLapViscosityCoef : packoffset(c1.w);
    float g_fWallStiffness : packoffset(c2);
    float4 g_vGravity : packoffset(c3);
    float4 g_vGridDim : packoffset(c4);
    float3 g_vPlanes[4] : packoffset(c5);
};
struct S_t3 { uint w[1]; };
StructuredBuffer<S_t3> GridRO : register(t3);
struct S_u0 { uint w[2]; };
RWStructuredBuffer<S_u0> GridIndicesRW : register(u0);
struct Input {
};
struct Output {
};
[numthreads(256, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    r0.x = asuint(asint(((vThreadID.x != 0u) ? vThreadID.x : g_iNumParticles)) + -1);
    r0.y = asuint(asint(vThreadID.x) + 1);
    r0.z = (asint(r0.y) == asint(g_iNumParticles)) ? 0xffffffffu : 0u;
    r0.z = (r0.z != 0u) ? 0x00000000u : r0.y;
    r0.w = GridRO[vThreadID.x].w[0];
    r0.x = GridRO[r0.x].w[0];
    r0.z = GridRO[r0.z].w[0];
    r0.xzw = r0.xzw >> (uint3(0x00000010u, 0x00000010u, 0x00000010u) & 31u);
    if (asint(r0.x) != asint(r0.w)) {
        GridIndicesRW[r0.w].w[0] = vThreadID.x;
    }
    if (asint(r0.z) != asint(r0.w)) {
        GridIndicesRW[r0.w].w[1] = r0.y;
    }
    {
        return output;
    }
}
