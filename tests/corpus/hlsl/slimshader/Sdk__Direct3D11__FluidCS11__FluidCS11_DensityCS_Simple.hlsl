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
cbuffer CB0 : register(b0) { uint4 cb0[2]; };
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> t0 : register(t0);
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> u0 : register(u0);
struct Input {
};
struct Output {
};
[numthreads(256, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    uint4 r0 = 0;
    uint4 r1 = 0;
    r0.x = asuint(asfloat(cb0[0].z) * asfloat(cb0[0].z));
    r0.yz = uint2(t0[vThreadID.x].w[0], t0[vThreadID.x].w[1]);
    r0.w = 0x00000000u;
    r1.x = 0x00000000u;
    [loop] while (true) {
        r1.y = (r1.x >= cb0[0].x) ? 0xffffffffu : 0u;
        if (r1.y != 0u) { break; }
        r1.yz = uint2(t0[r1.x].w[0], t0[r1.x].w[1]);
        r1.yz = asuint((-asfloat(r0.yz)) + asfloat(r1.yz));
        r1.y = asuint(dot(asfloat(r1.yz), asfloat(r1.yz)));
        r1.z = (asfloat(r1.y) < asfloat(r0.x)) ? 0xffffffffu : 0u;
        r1.y = asuint(mad(asfloat(cb0[0].z), asfloat(cb0[0].z), (-asfloat(r1.y))));
        r1.w = asuint(asfloat(r1.y) * asfloat(r1.y));
        r1.w = asuint(asfloat(r1.w) * asfloat(cb0[1].y));
        r1.y = asuint(mad(asfloat(r1.w), asfloat(r1.y), asfloat(r0.w)));
        r0.w = (r1.z != 0u) ? r1.y : r0.w;
        r1.x = asuint(asint(r1.x) + asint(0x00000001u));
    }
    u0[vThreadID.x].w[0] = r0.w;
    {
            return output;
        }
}
