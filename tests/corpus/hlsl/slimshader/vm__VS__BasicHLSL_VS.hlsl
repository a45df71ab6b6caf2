// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float4 g_MaterialAmbientColor;     // Offset:    0 Size:    16
//   float4 g_MaterialDiffuseColor;     // Offset:   16 Size:    16
//   int g_nNumLights;                  // Offset:   32 Size:     4 [unused]
//   float3 g_LightDir;                 // Offset:   36 Size:    12
//   float4 g_LightDiffuse;             // Offset:   48 Size:    16
//   float4 g_LightAmbient;             // Offset:   64 Size:    16
//   float g_fTime;                     // Offset:   80 Size:     4 [unused]
//   float4x4 g_mWorld;                 // Offset:   96 Size:    64
//   float4x4 g_mWorldViewProjection;   // Offset:  160 Size:    64
//
// }
//
// cbuffer $Params
// {
//
//   int nNumLights;                    // Offset:    0 Size:     4
//   bool bTexture;                     // Offset:    4 Size:     4
//   bool bAnimate;                     // Offset:    8 Size:     4 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// $Globals                          cbuffer      NA          NA    0        1
// $Params                           cbuffer      NA          NA    1        1
//
float4 g_MaterialAmbientColor;
float4 g_MaterialDiffuseColor;
int g_nNumLights;
float3 g_LightDir;
float4 g_LightDiffuse;
float4 g_LightAmbient;
float g_fTime;
column_major float4x4 g_mWorld;
column_major float4x4 g_mWorldViewProjection;
cbuffer CB1 : register(b1) { uint4 cb1[1]; };
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float2 TEXCOORD0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 o2 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyz = asuint(input.POSITION0);
    v1.xyz = asuint(input.NORMAL0);
    v2.xy = asuint(input.TEXCOORD0);
    r0.xyz = v0.xyz;
    r0.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r0.xyzw), g_mWorldViewProjection._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(r0.xyzw), g_mWorldViewProjection._m01_m11_m21_m31));
    o0.z = asuint(dot(asfloat(r0.xyzw), g_mWorldViewProjection._m02_m12_m22_m32));
    o0.w = asuint(dot(asfloat(r0.xyzw), g_mWorldViewProjection._m03_m13_m23_m33));
    r0.x = asuint(dot(asfloat(v1.xyz), g_mWorld._m00_m10_m20));
    r0.y = asuint(dot(asfloat(v1.xyz), g_mWorld._m01_m11_m21));
    r0.z = asuint(dot(asfloat(v1.xyz), g_mWorld._m02_m12_m22));
    r0.w = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
    r0.w = asuint(rsqrt(asfloat(r0.w)));
    r0.xyz = asuint(asfloat(r0.www) * asfloat(r0.xyz));
    r0.x = asuint(dot(asfloat(r0.xyz), g_LightDir.xyz));
    r0.x = asuint(max(asfloat(r0.x), 0.0f));
    r0.yzw = uint3(0x00000000u, 0x00000000u, 0x00000000u);
    r1.x = 0x00000000u;
    [loop] while (true) {
        r1.y = (asint(r1.x) >= asint(cb1[0].x)) ? 0xffffffffu : 0u;
        if (r1.y != 0u) { break; }
        r0.yzw = asuint(mad(g_LightDiffuse.xyz, asfloat(r0.xxx), asfloat(r0.yzw)));
        r1.x = asuint(asint(r1.x) + 1);
    }
    r1.xyz = asuint(g_MaterialAmbientColor.xyz * g_LightAmbient.xyz);
    o1.xyz = asuint(mad(g_MaterialDiffuseColor.xyz, asfloat(r0.yzw), asfloat(r1.xyz)));
    o2.xy = (cb1[0].yy != 0u) ? v2.xy : uint2(0x00000000u, 0x00000000u);
    o1.w = 0x3f800000u;
    {
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.TEXCOORD0 = asfloat(o2.xy);
        return output;
    }
}
