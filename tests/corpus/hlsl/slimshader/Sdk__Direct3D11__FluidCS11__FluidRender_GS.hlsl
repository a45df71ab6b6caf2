// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbRenderConstants
// {
//
//   float4x4 g_mViewProjection;        // Offset:    0 Size:    64
//   float g_fParticleSize;             // Offset:   64 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbRenderConstants                 cbuffer      NA          NA    0        1
//
cbuffer cbRenderConstants : register(b0) {
    column_major float4x4 g_mViewProjection : packoffset(c0);
    float g_fParticleSize : packoffset(c4);
};
struct Input {
    float2 POSITION0 : POSITION0;
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float2 TEXCOORD0 : TEXCOORD0;
};
[maxvertexcount(4)]
void main(point Input input[1], inout TriangleStream<Output> stream0) {
    uint4 vin[1][2] = { (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise float4 o2 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    vin[0][0].xy = asuint(input[0].POSITION0);
    vin[0][1].xyzw = asuint(input[0].COLOR0);
    r0.xy = vin[0][0].xy;
    r0.z = 0x3f800000u;
    r1.xyz = mad(g_fParticleSize.xxx, float3(-1.0f, 1.0f, 0.0f), asfloat(r0.xyz));
    o0.x = asuint(dot(r1.xyz, g_mViewProjection._m00_m10_m30));
    o0.y = asuint(dot(r1.xyz, g_mViewProjection._m01_m11_m31));
    r0.w = asuint(dot(r1.xyz, g_mViewProjection._m02_m12_m32));
    o0.z = r0.w;
    o0.w = asuint(dot(r1.xyz, g_mViewProjection._m03_m13_m33));
    o1.xyzw = vin[0][1].xyzw;
    o2.xy = float2(0.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.TEXCOORD0 = o2.xy;
        stream0.Append(output);
    }
    r1.xyz = mad(g_fParticleSize.xxx, float3(1.0f, 1.0f, 0.0f), asfloat(r0.xyz));
    o0.x = asuint(dot(r1.xyz, g_mViewProjection._m00_m10_m30));
    o0.y = asuint(dot(r1.xyz, g_mViewProjection._m01_m11_m31));
    r0.w = asuint(dot(r1.xyz, g_mViewProjection._m02_m12_m32));
    o0.z = r0.w;
    o0.w = asuint(dot(r1.xyz, g_mViewProjection._m03_m13_m33));
    o1.xyzw = vin[0][1].xyzw;
    o2.xy = float2(1.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.TEXCOORD0 = o2.xy;
        stream0.Append(output);
    }
    r1.xyz = mad(g_fParticleSize.xxx, float3(-1.0f, -1.0f, 0.0f), asfloat(r0.xyz));
    r0.xyz = asuint(mad(g_fParticleSize.xxx, float3(1.0f, -1.0f, 0.0f), asfloat(r0.xyz)));
    o0.x = asuint(dot(r1.xyz, g_mViewProjection._m00_m10_m30));
    o0.y = asuint(dot(r1.xyz, g_mViewProjection._m01_m11_m31));
    r0.w = asuint(dot(r1.xyz, g_mViewProjection._m02_m12_m32));
    o0.z = r0.w;
    o0.w = asuint(dot(r1.xyz, g_mViewProjection._m03_m13_m33));
    o1.xyzw = vin[0][1].xyzw;
    o2.xy = float2(0.0f, 0.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.TEXCOORD0 = o2.xy;
        stream0.Append(output);
    }
    o0.x = asuint(dot(asfloat(r0.xyz), g_mViewProjection._m00_m10_m30));
    o0.y = asuint(dot(asfloat(r0.xyz), g_mViewProjection._m01_m11_m31));
    r0.w = asuint(dot(asfloat(r0.xyz), g_mViewProjection._m02_m12_m32));
    o0.z = r0.w;
    o0.w = asuint(dot(asfloat(r0.xyz), g_mViewProjection._m03_m13_m33));
    o1.xyzw = vin[0][1].xyzw;
    o2.xy = float2(1.0f, 0.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.TEXCOORD0 = o2.xy;
        stream0.Append(output);
    }
    stream0.RestartStrip();
    return;
}
