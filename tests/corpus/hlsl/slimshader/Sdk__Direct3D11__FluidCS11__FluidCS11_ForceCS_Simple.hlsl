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
//   float g_fSmoothlen;                // Offset:    8 Size:     4
//   float g_fPressureStiffness;        // Offset:   12 Size:     4
//   float g_fRestDensity;              // Offset:   16 Size:     4
//   float g_fDensityCoef;              // Offset:   20 Size:     4 [unused]
//   float g_fGradPressureCoef;         // Offset:   24 Size:     4
//   float g_fLapViscosityCoef;         // Offset:   28 Size:     4
//   float g_fWallStiffness;            // Offset:   32 Size:     4 [unused]
//   float4 g_vGravity;                 // Offset:   48 Size:    16 [unused]
//   float4 g_vGridDim;                 // Offset:   64 Size:    16 [unused]
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
// Resource bind info for ParticlesDensityRO
// {
//
//   struct ParticleDensity
//   {
//       
//       float density;                 // Offset:    0
//
//   } $Element;                        // Offset:    0 Size:     4
//
// }
//
// Resource bind info for ParticlesForcesRW
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
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// ParticlesRO                       texture  struct         r/o    0        1
// ParticlesDensityRO                texture  struct         r/o    1        1
// ParticlesForcesRW                     UAV  struct         r/w    0        1
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
struct S_t1 { uint w[1]; };
StructuredBuffer<S_t1> ParticlesDensityRO : register(t1);
struct S_u0 { uint w[2]; };
RWStructuredBuffer<S_u0> ParticlesForcesRW : register(u0);
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
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    r0.xyzw = uint4(ParticlesRO[vThreadID.x].w[0], ParticlesRO[vThreadID.x].w[1], ParticlesRO[vThreadID.x].w[2], ParticlesRO[vThreadID.x].w[3]);
    r1.x = ParticlesDensityRO[vThreadID.x].w[0];
    r1.y = asuint(asfloat(r1.x) / g_fRestDensity);
    r1.z = asuint(asfloat(r1.y) * asfloat(r1.y));
    r1.y = asuint(max(mad(asfloat(r1.y), asfloat(r1.z), -1.0f), 0.0f) * g_fPressureStiffness);
    r1.z = asuint(g_fSmoothlen * g_fSmoothlen);
    r2.xy = uint2(0x00000000u, 0x00000000u);
    r1.w = 0x00000000u;
    [loop] while (true) {
        if (r1.w >= g_iNumParticles) { break; }
        r3.xyzw = uint4(ParticlesRO[r1.w].w[0], ParticlesRO[r1.w].w[1], ParticlesRO[r1.w].w[2], ParticlesRO[r1.w].w[3]);
        r3.xyzw = asuint((-asfloat(r0.xyzw)) + asfloat(r3.xyzw));
        r2.z = asuint(dot(asfloat(r3.xy), asfloat(r3.xy)));
        r2.w = asuint(asint(((asfloat(r2.z) < asfloat(r1.z)) ? 0xffffffffu : 0u)) & asint(((asint(r1.w) != asint(vThreadID.x)) ? 0xffffffffu : 0u)));
        r4.x = ParticlesDensityRO[r1.w].w[0];
        r4.y = asuint(asfloat(r4.x) / g_fRestDensity);
        r4.z = asuint(asfloat(r4.y) * asfloat(r4.y));
        r2.z = asuint(sqrt(asfloat(r2.z)));
        r4.y = asuint((mad(g_fPressureStiffness, max(mad(asfloat(r4.y), asfloat(r4.z), -1.0f), 0.0f), asfloat(r1.y)) * g_fGradPressureCoef) * 0.5f);
        r4.y = asuint(asfloat(r4.y) / asfloat(r4.x));
        r4.z = asuint((-asfloat(r2.z)) + g_fSmoothlen);
        r4.w = asuint(asfloat(r4.z) * asfloat(r4.z));
        r2.z = asuint((asfloat(r4.y) * asfloat(r4.w)) / asfloat(r2.z));
        r3.xy = asuint(mad(asfloat(r2.zz), asfloat(r3.xy), asfloat(r2.xy)));
        r2.xy = (r2.ww != 0u) ? asuint(mad((asfloat(r4.z) * (g_fLapViscosityCoef / asfloat(r4.x))).xx, asfloat(r3.zw), asfloat(r3.xy))) : r2.xy;
        r1.w = asuint(asint(r1.w) + 1);
    }
    r0.xy = asuint(asfloat(r2.xy) / asfloat(r1.xx));
    ParticlesForcesRW[vThreadID.x].w[0] = r0.x;
    ParticlesForcesRW[vThreadID.x].w[1] = r0.y;
    {
        return output;
    }
}
