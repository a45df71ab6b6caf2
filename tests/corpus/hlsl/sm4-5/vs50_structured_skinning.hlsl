// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Cam
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   uint g_boneBase;                   // Offset:   64 Size:     4
//
// }
//
// Resource bind info for g_bones
// {
//
//   struct Bone
//   {
//       
//       float4x3 m;                    // Offset:    0
//
//   } $Element;                        // Offset:    0 Size:    48
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_bones                           texture  struct         r/o    0        1
// Cam                               cbuffer      NA          NA    0        1
//
cbuffer Cam : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
    uint g_boneBase : packoffset(c4);
};
struct S_t0 { uint w[12]; };
StructuredBuffer<S_t0> g_bones : register(t0);
struct Input {
    float3 POSITION0 : POSITION0;
    uint BLENDINDICES0 : BLENDINDICES0;
    float4 BLENDWEIGHT0 : BLENDWEIGHT0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    uint4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    v0.xyz = input.POSITION0;
    v1.x = input.BLENDINDICES0;
    v2.xyzw = input.BLENDWEIGHT0;
    r0.xy = asuint(asint((((uint2(0x00000008u, 0x00000008u) & 31u) == 0u) ? 0u : ((((uint2(0x00000008u, 0x00000008u) & 31u) + (uint2(0x00000008u, 0x00000010u) & 31u)) < 32u) ? ((v1.xx << (32u - (uint2(0x00000008u, 0x00000008u) & 31u) - (uint2(0x00000008u, 0x00000010u) & 31u))) >> (32u - (uint2(0x00000008u, 0x00000008u) & 31u))) : (v1.xx >> (uint2(0x00000008u, 0x00000010u) & 31u))))) + asint(g_boneBase.xx));
    r1.xyzw = uint4(g_bones[r0.x].w[0], g_bones[r0.x].w[1], g_bones[r0.x].w[2], g_bones[r0.x].w[3]);
    r2.xyz = v0.xyz;
    r2.w = 1.0f;
    r1.x = asuint(dot(r2.xyzw, asfloat(r1.xyzw)));
    r3.xyzw = uint4(g_bones[r0.x].w[4], g_bones[r0.x].w[5], g_bones[r0.x].w[6], g_bones[r0.x].w[7]);
    r1.y = asuint(dot(r2.xyzw, asfloat(r3.xyzw)));
    r3.xyzw = uint4(g_bones[r0.x].w[8], g_bones[r0.x].w[9], g_bones[r0.x].w[10], g_bones[r0.x].w[11]);
    r1.z = asuint(dot(r2.xyzw, asfloat(r3.xyzw)));
    r0.xzw = asuint(asfloat(r1.xyz) * v2.yyy);
    r1.x = asuint((asint(v1.x) & 255) + asint(g_boneBase));
    r3.xyzw = uint4(g_bones[r1.x].w[0], g_bones[r1.x].w[1], g_bones[r1.x].w[2], g_bones[r1.x].w[3]);
    r3.x = asuint(dot(r2.xyzw, asfloat(r3.xyzw)));
    r4.xyzw = uint4(g_bones[r1.x].w[4], g_bones[r1.x].w[5], g_bones[r1.x].w[6], g_bones[r1.x].w[7]);
    r1.xyzw = uint4(g_bones[r1.x].w[8], g_bones[r1.x].w[9], g_bones[r1.x].w[10], g_bones[r1.x].w[11]);
    r3.z = asuint(dot(r2.xyzw, asfloat(r1.xyzw)));
    r3.y = asuint(dot(r2.xyzw, asfloat(r4.xyzw)));
    r0.xzw = asuint(mad(asfloat(r3.xyz), v2.xxx, asfloat(r0.xzw)));
    r1.xyzw = uint4(g_bones[r0.y].w[0], g_bones[r0.y].w[1], g_bones[r0.y].w[2], g_bones[r0.y].w[3]);
    r1.x = asuint(dot(r2.xyzw, asfloat(r1.xyzw)));
    r3.xyzw = uint4(g_bones[r0.y].w[4], g_bones[r0.y].w[5], g_bones[r0.y].w[6], g_bones[r0.y].w[7]);
    r4.xyzw = uint4(g_bones[r0.y].w[8], g_bones[r0.y].w[9], g_bones[r0.y].w[10], g_bones[r0.y].w[11]);
    r1.z = asuint(dot(r2.xyzw, asfloat(r4.xyzw)));
    r1.y = asuint(dot(r2.xyzw, asfloat(r3.xyzw)));
    r0.xyz = asuint(mad(asfloat(r1.xyz), v2.zzz, asfloat(r0.xzw)));
    r0.w = asuint(asint((v1.x >> (0x00000018u & 31u))) + asint(g_boneBase));
    r1.xyzw = uint4(g_bones[r0.w].w[0], g_bones[r0.w].w[1], g_bones[r0.w].w[2], g_bones[r0.w].w[3]);
    r1.x = asuint(dot(r2.xyzw, asfloat(r1.xyzw)));
    r3.xyzw = uint4(g_bones[r0.w].w[4], g_bones[r0.w].w[5], g_bones[r0.w].w[6], g_bones[r0.w].w[7]);
    r4.xyzw = uint4(g_bones[r0.w].w[8], g_bones[r0.w].w[9], g_bones[r0.w].w[10], g_bones[r0.w].w[11]);
    r1.z = asuint(dot(r2.xyzw, asfloat(r4.xyzw)));
    r1.y = asuint(dot(r2.xyzw, asfloat(r3.xyzw)));
    r0.xyz = asuint(mad(asfloat(r1.xyz), v2.www, asfloat(r0.xyz)));
    r0.w = 0x3f800000u;
    o0.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
    o0.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
    o0.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
    o0.w = dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33);
    {
        output.SV_Position0 = o0.xyzw;
        return output;
    }
}
