// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbSimulationConstants
// {
//
//   uint g_iNumParticles;              // Offset:    0 Size:     4 [unused]
//   float g_fTimeStep;                 // Offset:    4 Size:     4
//   float g_fSmoothlen;                // Offset:    8 Size:     4 [unused]
//   float g_fPressureStiffness;        // Offset:   12 Size:     4 [unused]
//   float g_fRestDensity;              // Offset:   16 Size:     4 [unused]
//   float g_fDensityCoef;              // Offset:   20 Size:     4 [unused]
//   float g_fGradPressureCoef;         // Offset:   24 Size:     4 [unused]
//   float g_fLapViscosityCoef;         // Offset:   28 Size:     4 [unused]
//   float g_fWallStiffness;            // Offset:   32 Size:     4
//   float4 g_vGravity;                 // Offset:   48 Size:    16
//   float4 g_vGridDim;                 // Offset:   64 Size:    16 [unused]
//   float3 g_vPlanes[4];               // Offset:   80 Size:    60
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
// Resource bind info for ParticlesForcesRO
// {
//
//   struct ParticleForces
//   {
//       
//       float2 acceleration;           // Offset:    0
//
//   } $Element;                        // Offset:    0 Size:     8
//
// }
//
// Resource bind info for ParticlesRW
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
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// ParticlesRO                       texture  struct         r/o    0        1
// ParticlesForcesRO                 texture  struct         r/o    2        1
// ParticlesRW                           UAV  struct         r/w    0        1
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
struct S_t2 { uint w[2]; };
StructuredBuffer<S_t2> ParticlesForcesRO : register(t2);
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> ParticlesRW : register(u0);
struct Input {
};
struct Output {
};
[numthreads(256, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    r0.xy = uint2(ParticlesForcesRO[vThreadID.x].w[0], ParticlesForcesRO[vThreadID.x].w[1]);
    r1.xyzw = uint4(ParticlesRO[vThreadID.x].w[0], ParticlesRO[vThreadID.x].w[1], ParticlesRO[vThreadID.x].w[2], ParticlesRO[vThreadID.x].w[3]);
    r2.xy = r1.xy;
    r2.z = 0x3f800000u;
    r0.z = asuint(min(dot(asfloat(r2.xyz), g_vPlanes[0].xyz), 0.0f) * (-g_fWallStiffness));
    r0.xy = asuint(mad(asfloat(r0.zz), g_vPlanes[0].xy, asfloat(r0.xy)));
    r0.z = asuint(min(dot(asfloat(r2.xyz), g_vPlanes[1].xyz), 0.0f) * (-g_fWallStiffness));
    r0.xy = asuint(mad(asfloat(r0.zz), g_vPlanes[1].xy, asfloat(r0.xy)));
    r0.z = asuint(dot(asfloat(r2.xyz), g_vPlanes[2].xyz));
    r0.w = asuint(dot(asfloat(r2.xyz), g_vPlanes[3].xyz));
    r0.zw = asuint(min(asfloat(r0.zw), float2(0.0f, 0.0f)) * (-g_fWallStiffness.xx));
    r0.xy = asuint(mad(asfloat(r0.zz), g_vPlanes[2].xy, asfloat(r0.xy)));
    r0.zw = asuint(mad(g_fTimeStep.xx, (mad(asfloat(r0.ww), g_vPlanes[3].xy, asfloat(r0.xy)) + g_vGravity.xy), asfloat(r1.zw)));
    r0.xy = asuint(mad(g_fTimeStep.xx, asfloat(r0.zw), asfloat(r2.xy)));
    ParticlesRW[vThreadID.x].w[0] = r0.x;
    ParticlesRW[vThreadID.x].w[1] = r0.y;
    ParticlesRW[vThreadID.x].w[2] = r0.z;
    ParticlesRW[vThreadID.x].w[3] = r0.w;
    {
        return output;
    }
}
