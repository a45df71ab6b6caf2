// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbMain
// {
//
//   float4x4 g_mWorld;                 // Offset:    0 Size:    64 [unused]
//   float4x4 g_mView;                  // Offset:   64 Size:    64 [unused]
//   float4x4 g_mProjection;            // Offset:  128 Size:    64 [unused]
//   float4x4 g_mWorldViewProjection;   // Offset:  192 Size:    64 [unused]
//   float4x4 g_mViewProjection;        // Offset:  256 Size:    64
//   float4x4 g_mInvView;               // Offset:  320 Size:    64
//   float4 g_vScreenResolution;        // Offset:  384 Size:    16 [unused]
//   float4 g_vMeshColor;               // Offset:  400 Size:    16 [unused]
//   float4 g_vTessellationFactor;      // Offset:  416 Size:    16 [unused]
//   float4 g_vDetailTessellationHeightScale;// Offset:  432 Size:    16 [unused]
//   float4 g_vGridSize;                // Offset:  448 Size:    16 [unused]
//   float4 g_vDebugColorMultiply;      // Offset:  464 Size:    16 [unused]
//   float4 g_vDebugColorAdd;           // Offset:  480 Size:    16 [unused]
//   float4 g_vFrustumPlaneEquation[4]; // Offset:  496 Size:    64 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbMain                            cbuffer      NA          NA    0        1
//
cbuffer cbMain : register(b0) {
    column_major float4x4 g_mWorld : packoffset(c0);
    column_major float4x4 g_mView : packoffset(c4);
    column_major float4x4 g_mProjection : packoffset(c8);
    column_major float4x4 g_mWorldViewProjection : packoffset(c12);
    column_major float4x4 g_mViewProjection : packoffset(c16);
    column_major float4x4 g_mInvView : packoffset(c20);
    float4 g_vScreenResolution : packoffset(c24);
    float4 g_vMeshColor : packoffset(c25);
    float4 g_vTessellationFactor : packoffset(c26);
    float4 g_vDetailTessellationHeightScale : packoffset(c27);
    float4 g_vGridSize : packoffset(c28);
    float4 g_vDebugColorMultiply : packoffset(c29);
    float4 g_vDebugColorAdd : packoffset(c30);
    float4 g_vFrustumPlaneEquation[4] : packoffset(c31);
};
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
[maxvertexcount(4)]
void main(point Input input[1], inout TriangleStream<Output> stream0) {
    uint4 vin[1][1] = { (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    r0.x = dot(float2(-5.0f, 5.0f), g_mInvView._m00_m10);
    r0.y = dot(float2(-5.0f, 5.0f), g_mInvView._m01_m11);
    r0.z = dot(float2(-5.0f, 5.0f), g_mInvView._m02_m12);
    r0.xyz = r0.xyz + asfloat(vin[0][0].xyz);
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_mViewProjection._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_mViewProjection._m01_m11_m21_m31);
    r1.x = dot(r0.xyzw, g_mViewProjection._m02_m12_m22_m32);
    o0.z = r1.x;
    o0.w = dot(r0.xyzw, g_mViewProjection._m03_m13_m23_m33);
    o1.xy = float2(0.0f, 1.0f);
    {
        Output output;
        output.SV_POSITION0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    r0.x = dot(float2(5.0f, 5.0f), g_mInvView._m00_m10);
    r0.y = dot(float2(5.0f, 5.0f), g_mInvView._m01_m11);
    r0.z = dot(float2(5.0f, 5.0f), g_mInvView._m02_m12);
    r0.xyz = r0.xyz + asfloat(vin[0][0].xyz);
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_mViewProjection._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_mViewProjection._m01_m11_m21_m31);
    r1.x = dot(r0.xyzw, g_mViewProjection._m02_m12_m22_m32);
    o0.z = r1.x;
    o0.w = dot(r0.xyzw, g_mViewProjection._m03_m13_m23_m33);
    o1.xy = float2(1.0f, 1.0f);
    {
        Output output;
        output.SV_POSITION0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    r0.x = dot(float2(-5.0f, -5.0f), g_mInvView._m00_m10);
    r0.y = dot(float2(-5.0f, -5.0f), g_mInvView._m01_m11);
    r0.z = dot(float2(-5.0f, -5.0f), g_mInvView._m02_m12);
    r0.xyz = r0.xyz + asfloat(vin[0][0].xyz);
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_mViewProjection._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_mViewProjection._m01_m11_m21_m31);
    r1.x = dot(r0.xyzw, g_mViewProjection._m02_m12_m22_m32);
    o0.z = r1.x;
    o0.w = dot(r0.xyzw, g_mViewProjection._m03_m13_m23_m33);
    o1.xy = float2(0.0f, 0.0f);
    {
        Output output;
        output.SV_POSITION0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    r0.x = dot(float2(5.0f, -5.0f), g_mInvView._m00_m10);
    r0.y = dot(float2(5.0f, -5.0f), g_mInvView._m01_m11);
    r0.z = dot(float2(5.0f, -5.0f), g_mInvView._m02_m12);
    r0.xyz = r0.xyz + asfloat(vin[0][0].xyz);
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_mViewProjection._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_mViewProjection._m01_m11_m21_m31);
    r1.x = dot(r0.xyzw, g_mViewProjection._m02_m12_m22_m32);
    o0.z = r1.x;
    o0.w = dot(r0.xyzw, g_mViewProjection._m03_m13_m23_m33);
    o1.xy = float2(1.0f, 0.0f);
    {
        Output output;
        output.SV_POSITION0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    stream0.RestartStrip();
    return;
}
