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
//   float g_fSmoothlen;                // Offset:    8 Size:     4
//   float g_fPressureStiffness;        // Offset:   12 Size:     4 [unused]
//   float g_fRestDensity;              // Offset:   16 Size:     4 [unused]
//   float g_fDensityCoef;              // Offset:   20 Size:     4
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
// Resource bind info for GridIndicesRO
// {
//
//   uint2 $Element;                    // Offset:    0 Size:     8
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
// GridIndicesRO                     texture  struct         r/o    4        1
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
struct S_t4 { uint w[2]; };
StructuredBuffer<S_t4> GridIndicesRO : register(t4);
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> ParticlesDensityRW : register(u0);
struct Input {
};
struct Output {
};
[numthreads(256, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise int4 r1 = 0;
    precise int4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    r0.x = asuint(g_fSmoothlen * g_fSmoothlen);
    r0.yz = uint2(ParticlesRO[vThreadID.x].w[0], ParticlesRO[vThreadID.x].w[1]);
    r1.xyzw = (int4)min(max(mad(asfloat(r0.zzyy), g_vGridDim.yyxx, g_vGridDim.wwzz), float4(0.0f, 0.0f, 0.0f, 0.0f)), float4(255.0f, 255.0f, 255.0f, 255.0f)) + int4(-1, 1, -1, 1);
    r1.xz = max(r1.xz, int2(0, 0));
    r1.yw = min(r1.yw, int2(255, 255));
    r0.w = 0x00000000u;
    r2.x = r1.x;
    [loop] while (true) {
        if (r1.y < r2.x) { break; }
        r2.y = r2.x << (0x00000008u & 31u);
        r2.z = asint(r0.w);
        r2.w = r1.z;
        [loop] while (true) {
            if (r1.w < r2.w) { break; }
            r3.x = asuint(r2.w + r2.y);
            r3.xy = uint2(GridIndicesRO[r3.x].w[0], GridIndicesRO[r3.x].w[1]);
            r3.z = asuint(r2.z);
            r3.w = r3.x;
            [loop] while (true) {
                if (r3.w >= r3.y) { break; }
                r4.xy = uint2(ParticlesRO[r3.w].w[0], ParticlesRO[r3.w].w[1]);
                r4.xy = asuint((-asfloat(r0.yz)) + asfloat(r4.xy));
                r4.x = asuint(dot(asfloat(r4.xy), asfloat(r4.xy)));
                r4.y = (asfloat(r4.x) < asfloat(r0.x)) ? 0xffffffffu : 0u;
                r4.x = asuint(mad(g_fSmoothlen, g_fSmoothlen, (-asfloat(r4.x))));
                r4.z = asuint((asfloat(r4.x) * asfloat(r4.x)) * g_fDensityCoef);
                r4.x = asuint(mad(asfloat(r4.z), asfloat(r4.x), asfloat(r3.z)));
                r3.z = (r4.y != 0u) ? r4.x : r3.z;
                r3.w = asuint(asint(r3.w) + 1);
            }
            r2.z = asint(r3.z);
            r2.w = r2.w + 1;
        }
        r0.w = asuint(r2.z);
        r2.x = r2.x + 1;
    }
    ParticlesDensityRW[vThreadID.x].w[0] = r0.w;
    {
        return output;
    }
}
