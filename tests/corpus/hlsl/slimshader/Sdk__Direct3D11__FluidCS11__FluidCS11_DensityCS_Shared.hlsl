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
//   float g_fPressureStiffness;        // Offset:   12 Size:     4 [unused]
//   float g_fRestDensity;              // Offset:   16 Size:     4 [unused]
//   float g_fDensityCoef;              // Offset:   20 Size:     4
//   float g_fGradPressureCoef;         // Offset:   24 Size:     4 [unused]
//   float g_fLapViscosityCoef;         // Offset:   28 Size:     4 [unused]
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
// Resource bind info for ParticlesDensityRW
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
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// ParticlesRO                       texture  struct         r/o    0        1
// ParticlesDensityRW                    UAV  struct         r/w    0        1
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
RWStructuredBuffer<S_u0> ParticlesDensityRW : register(u0);
struct S_g0 { uint w[2]; };
groupshared S_g0 g0[256];
struct Input {
};
struct Output {
};
[numthreads(256, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    r0.x = asuint(g_fSmoothlen * g_fSmoothlen);
    r0.yz = uint2(ParticlesRO[vThreadID.x].w[0], ParticlesRO[vThreadID.x].w[1]);
    r0.w = 0x00000000u;
    r1.x = 0x00000000u;
    [loop] while (true) {
        if (r1.x >= g_iNumParticles) { break; }
        r1.y = asuint(asint(r1.x) + asint(vThreadIDInGroupFlattened.x));
        r1.yz = uint2(ParticlesRO[r1.y].w[0], ParticlesRO[r1.y].w[1]);
        g0[vThreadIDInGroupFlattened.x].w[0] = r1.y;
        g0[vThreadIDInGroupFlattened.x].w[1] = r1.z;
        GroupMemoryBarrierWithGroupSync();
        r1.y = r0.w;
        r1.z = 0x00000000u;
        [loop] while (true) {
            if (r1.z >= 0x00000100u) { break; }
            r2.xy = uint2(g0[r1.z].w[0], g0[r1.z].w[1]);
            r2.xy = asuint((-asfloat(r0.yz)) + asfloat(r2.xy));
            r1.w = asuint(dot(asfloat(r2.xy), asfloat(r2.xy)));
            r2.x = (asfloat(r1.w) < asfloat(r0.x)) ? 0xffffffffu : 0u;
            r1.w = asuint(mad(g_fSmoothlen, g_fSmoothlen, (-asfloat(r1.w))));
            r1.w = asuint(mad(((asfloat(r1.w) * asfloat(r1.w)) * g_fDensityCoef), asfloat(r1.w), asfloat(r1.y)));
            r1.y = (r2.x != 0u) ? r1.w : r1.y;
            r1.z = asuint(asint(r1.z) + 1);
        }
        r0.w = r1.y;
        GroupMemoryBarrierWithGroupSync();
        r1.x = asuint(asint(r1.x) + 256);
    }
    ParticlesDensityRW[vThreadID.x].w[0] = r0.w;
    {
        return output;
    }
}
