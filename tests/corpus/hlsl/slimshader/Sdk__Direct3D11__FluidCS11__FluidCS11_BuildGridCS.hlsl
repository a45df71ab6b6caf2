// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbSimulationConstants
// {
//
//   uint g_iNumParticles;              // Offset:    0 Size:     4 [unused]
//   float g_fTimeStep;                 // Offset:    4 Size:     4 [unused]
//   float g_fSmoothlen;                // Offset:    8 Size:     4 [unused]
//   float g_fPressureStiffness;        // Offset:   12 Size:     4 [unused]
//   float g_fRestDensity;              // Offset:   16 Size:     4 [unused]
//   float g_fDensityCoef;              // Offset:   20 Size:     4 [unused]
//   float g_fGradPressureCoef;         // Offset:   24 Size:     4 [unused]
//   float g_fLapViscosityCoef;         // Offset:   28 Size:     4 [unused]
//   float g_fWallStiffness;            // Offset:   32 Size:     4 [unused]
//   float4 g_vGravity;                 // Offset:   48 Size:    16 [unused]
//   float4 g_vGridDim;                 // Offset:   64 Size:    16
//   float3 g_vPlanes[4];               // Offset:   80 Size:    60 [unused]
//
// }
//
// Resource bind info for ParticlesRO
// {
//
//   struct Particle
//   {
//       
//       float2 position;               // Offset:    0
//       float2 velocity;               // Offset:    8
//
//   } $Element;                        // Offset:    0 Size:    16
//
// }
//
// Resource bind info for GridRW
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
// ParticlesRO                       texture  struct         r/o    0        1
// GridRW                                UAV  struct         r/w    0        1
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
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> ParticlesRO : register(t0);
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> GridRW : register(u0);
struct Input {
};
struct Output {
};
[numthreads(256, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    r0.xy = uint2(ParticlesRO[vThreadID.x].w[0], ParticlesRO[vThreadID.x].w[1]);
    r0.xy = (uint2)min(max(mad(asfloat(r0.xy), g_vGridDim.xy, g_vGridDim.zw), float2(0.0f, 0.0f)), float2(255.0f, 255.0f));
    r0.x = asuint(asint(r0.x) << (0x00000010u & 31u));
    r0.x = asuint((asint(r0.y) * 16777216 + asint(r0.x)) + asint(vThreadID.x));
    GridRW[vThreadID.x].w[0] = r0.x;
    {
        return output;
    }
}
