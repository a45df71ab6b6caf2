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
//   float g_fPressureStiffness;        // Offset:   12 Size:     4
//   float g_fRestDensity;              // Offset:   16 Size:     4
//   float g_fDensityCoef;              // Offset:   20 Size:     4 [unused]
//   float g_fGradPressureCoef;         // Offset:   24 Size:     4
//   float g_fLapViscosityCoef;         // Offset:   28 Size:     4
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
// Resource bind info for GridIndicesRO
// {
//
//   uint2 $Element;                    // Offset:    0 Size:     8
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
// GridIndicesRO                     texture  struct         r/o    4        1
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
struct S_t4 { uint w[2]; };
StructuredBuffer<S_t4> GridIndicesRO : register(t4);
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
    precise int4 r2 = 0;
    precise int4 r3 = 0;
    precise uint4 r4 = 0;
    precise uint4 r5 = 0;
    precise uint4 r6 = 0;
    precise uint4 r7 = 0;
    precise float4 r8 = 0;
    r0.xyzw = uint4(ParticlesRO[vThreadID.x].w[0], ParticlesRO[vThreadID.x].w[1], ParticlesRO[vThreadID.x].w[2], ParticlesRO[vThreadID.x].w[3]);
    r1.x = ParticlesDensityRO[vThreadID.x].w[0];
    r1.y = asuint(asfloat(r1.x) / g_fRestDensity);
    r1.z = asuint(asfloat(r1.y) * asfloat(r1.y));
    r1.y = asuint(max(mad(asfloat(r1.y), asfloat(r1.z), -1.0f), 0.0f) * g_fPressureStiffness);
    r1.z = asuint(g_fSmoothlen * g_fSmoothlen);
    r2.xyzw = (int4)min(max(mad(asfloat(r0.yyxx), g_vGridDim.yyxx, g_vGridDim.wwzz), float4(0.0f, 0.0f, 0.0f, 0.0f)), float4(255.0f, 255.0f, 255.0f, 255.0f)) + int4(-1, 1, -1, 1);
    r2.xz = max(r2.xz, int2(0, 0));
    r2.yw = min(r2.yw, int2(255, 255));
    r3.xy = int2(0, 0);
    r1.w = asuint(r2.x);
    [loop] while (true) {
        if (r2.y < asint(r1.w)) { break; }
        r3.z = asint(r1.w) << (0x00000008u & 31u);
        r4.xy = asuint(r3.xy);
        r3.w = r2.z;
        [loop] while (true) {
            if (r2.w < r3.w) { break; }
            r4.z = asuint(r3.w + r3.z);
            r4.zw = uint2(GridIndicesRO[r4.z].w[0], GridIndicesRO[r4.z].w[1]);
            r5.xy = r4.xy;
            r5.z = r4.z;
            [loop] while (true) {
                if (r5.z >= r4.w) { break; }
                r6.xyzw = uint4(ParticlesRO[r5.z].w[0], ParticlesRO[r5.z].w[1], ParticlesRO[r5.z].w[2], ParticlesRO[r5.z].w[3]);
                r6.xyzw = asuint((-asfloat(r0.xyzw)) + asfloat(r6.xyzw));
                r5.w = asuint(dot(asfloat(r6.xy), asfloat(r6.xy)));
                r7.x = (asfloat(r5.w) < asfloat(r1.z)) ? 0xffffffffu : 0u;
                r7.y = (asint(r5.z) != asint(vThreadID.x)) ? 0xffffffffu : 0u;
                r7.x = asuint(asint(r7.y) & asint(r7.x));
                r7.y = ParticlesDensityRO[r5.z].w[0];
                r7.z = asuint(asfloat(r7.y) / g_fRestDensity);
                r7.w = asuint(asfloat(r7.z) * asfloat(r7.z));
                r5.w = asuint(sqrt(asfloat(r5.w)));
                r7.z = asuint((mad(g_fPressureStiffness, max(mad(asfloat(r7.z), asfloat(r7.w), -1.0f), 0.0f), asfloat(r1.y)) * g_fGradPressureCoef) * 0.5f);
                r7.w = asuint((-asfloat(r5.w)) + g_fSmoothlen);
                r5.w = asuint(((asfloat(r7.z) / asfloat(r7.y)) * (asfloat(r7.w) * asfloat(r7.w))) / asfloat(r5.w));
                r6.xy = asuint(mad(asfloat(r5.ww), asfloat(r6.xy), asfloat(r5.xy)));
                r5.xy = (r7.xx != 0u) ? asuint(mad((asfloat(r7.w) * (g_fLapViscosityCoef / asfloat(r7.y))).xx, asfloat(r6.zw), asfloat(r6.xy))) : r5.xy;
                r5.z = asuint(asint(r5.z) + 1);
            }
            r4.xy = r5.xy;
            r3.w = r3.w + 1;
        }
        r3.xy = asint(r4.xy);
        r1.w = asuint(asint(r1.w) + 1);
    }
    r0.xy = asuint(asfloat(r3.xy) / asfloat(r1.xx));
    ParticlesForcesRW[vThreadID.x].w[0] = r0.x;
    ParticlesForcesRW[vThreadID.x].w[1] = r0.y;
    {
        return output;
    }
}
