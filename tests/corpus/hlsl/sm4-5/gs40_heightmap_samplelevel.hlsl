// Decompiled by dxsm from gs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Frame
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float4 g_camRight;                 // Offset:   64 Size:    16 [unused]
//   float4 g_camUp;                    // Offset:   80 Size:    16 [unused]
//   float4 g_params;                   // Offset:   96 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_linear                          sampler      NA          NA    0        1
// g_height                          texture   float          2d    0        1
// Frame                             cbuffer      NA          NA    0        1
//
cbuffer Frame : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
    float4 g_camRight : packoffset(c4);
    float4 g_camUp : packoffset(c5);
    float4 g_params : packoffset(c6);
};
SamplerState g_linear : register(s0);
Texture2D<float4> g_height : register(t0);
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float HEIGHT0 : HEIGHT0;
};
[maxvertexcount(5)]
void main(point Input input[1], inout TriangleStream<Output> stream0) {
    uint4 vin[1][1] = { (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    r0.x = g_params.x * -0.1f;
    r0.zw = float2(0.0f, 1.0f);
    r1.xyzw = (g_height.SampleLevel(g_linear, (float2(0.01f, 0.01f) * asfloat(vin[0][0].xz)), 0.0f)).xyzw;
    r0.y = r1.x;
    r0.xyz = r0.xyz + asfloat(vin[0][0].xyz);
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    r1.y = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.z = r1.y;
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    o1.xy = float2(0.0f, 0.0f);
    o1.z = r1.x;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.HEIGHT0 = o1.z;
        stream0.Append(output);
    }
    r0.xy = g_params.yy * float2(0.25f, 0.5f);
    {
        float2 p0 = sin(r0.xy);
        r0.xy = p0;
    }
    r2.z = r0.x * 0.1f;
    r0.z = r0.y * 0.1f;
    r2.x = g_params.x * 0.075f;
    r2.y = mad(g_params.x, 0.25f, r1.x);
    r2.xyz = r2.xyz + asfloat(vin[0][0].xyz);
    r2.w = 1.0f;
    o0.x = dot(r2.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r2.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r2.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r2.xyzw, g_viewProj._m03_m13_m23_m33);
    o1.xy = float2(1.0f, 0.25f);
    o1.z = r1.x;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.HEIGHT0 = o1.z;
        stream0.Append(output);
    }
    r0.x = g_params.x * -0.05f;
    r0.y = mad(g_params.x, 0.5f, r1.x);
    r0.xyz = r0.xyz + asfloat(vin[0][0].xyz);
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    r1.y = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.z = r1.y;
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    o1.xy = float2(0.0f, 0.5f);
    o1.z = r1.x;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.HEIGHT0 = o1.z;
        stream0.Append(output);
    }
    r0.x = g_params.y * 0.75f;
    {
        float p0 = sin(r0.x);
        r0.x = p0;
    }
    r0.z = r0.x * 0.1f;
    r0.x = g_params.x * 0.025f;
    r0.y = mad(g_params.x, 0.75f, r1.x);
    r0.xyz = r0.xyz + asfloat(vin[0][0].xyz);
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    r1.y = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.z = r1.y;
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    o1.xy = float2(1.0f, 0.75f);
    o1.z = r1.x;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.HEIGHT0 = o1.z;
        stream0.Append(output);
    }
    r0.y = r1.x + g_params.x;
    {
        float p0 = sin(g_params.y);
        r0.w = p0;
    }
    r0.z = r0.w * 0.1f;
    r0.xw = float2(0.0f, 1.0f);
    r0.xyz = r0.xyz + asfloat(vin[0][0].xyz);
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    r1.y = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.z = r1.y;
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    o1.xy = float2(0.5f, 1.0f);
    o1.z = r1.x;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.HEIGHT0 = o1.z;
        stream0.Append(output);
    }
    return;
}
