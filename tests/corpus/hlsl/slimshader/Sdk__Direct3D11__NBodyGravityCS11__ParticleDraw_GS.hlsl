// Decompiled by dxsm from gs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cb0
// {
//
//   row_major float4x4 g_mWorldViewProj;// Offset:    0 Size:    64
//   row_major float4x4 g_mInvView;     // Offset:   64 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cb0                               cbuffer      NA          NA    0        1
//
cbuffer cb0 : register(b0) {
    row_major float4x4 g_mWorldViewProj : packoffset(c0);
    row_major float4x4 g_mInvView : packoffset(c4);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float4 COLOR0 : COLOR0;
};
struct Output {
    float2 TEXCOORD0 : TEXCOORD0;
    float4 COLOR0 : COLOR0;
    float4 SV_POSITION0 : SV_POSITION0;
};
[maxvertexcount(4)]
void main(point Input input[1], inout TriangleStream<Output> stream0) {
    uint4 vin[1][2] = { (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    vin[0][0].xyz = asuint(input[0].POSITION0);
    vin[0][1].xyzw = asuint(input[0].COLOR0);
    o0.xy = float2(0.0f, 0.0f);
    o1.xyzw = vin[0][1].xyzw;
    r0.xyz = g_mInvView._m10_m11_m12 * float3(10.0f, 10.0f, 10.0f);
    r1.xyz = mad(g_mInvView._m00_m01_m02, float3(-10.0f, -10.0f, -10.0f), r0.xyz);
    r0.xyz = mad(g_mInvView._m00_m01_m02, float3(10.0f, 10.0f, 10.0f), r0.xyz) + asfloat(vin[0][0].xyz);
    r1.xyz = r1.xyz + asfloat(vin[0][0].xyz);
    o2.xyzw = (mad(r1.zzzz, g_mWorldViewProj._m20_m21_m22_m23, mad(r1.xxxx, g_mWorldViewProj._m00_m01_m02_m03, (r1.yyyy * g_mWorldViewProj._m10_m11_m12_m13))) + g_mWorldViewProj._m30_m31_m32_m33);
    {
        Output output;
        output.TEXCOORD0 = o0.xy;
        output.COLOR0 = asfloat(o1.xyzw);
        output.SV_POSITION0 = o2.xyzw;
        stream0.Append(output);
    }
    o0.xy = float2(1.0f, 0.0f);
    o1.xyzw = vin[0][1].xyzw;
    o2.xyzw = (mad(r0.zzzz, g_mWorldViewProj._m20_m21_m22_m23, mad(r0.xxxx, g_mWorldViewProj._m00_m01_m02_m03, (r0.yyyy * g_mWorldViewProj._m10_m11_m12_m13))) + g_mWorldViewProj._m30_m31_m32_m33);
    {
        Output output;
        output.TEXCOORD0 = o0.xy;
        output.COLOR0 = asfloat(o1.xyzw);
        output.SV_POSITION0 = o2.xyzw;
        stream0.Append(output);
    }
    o0.xy = float2(0.0f, 1.0f);
    o1.xyzw = vin[0][1].xyzw;
    r0.xyz = g_mInvView._m10_m11_m12 * float3(-10.0f, -10.0f, -10.0f);
    r1.xyz = mad(g_mInvView._m00_m01_m02, float3(-10.0f, -10.0f, -10.0f), r0.xyz);
    r0.xyz = mad(g_mInvView._m00_m01_m02, float3(10.0f, 10.0f, 10.0f), r0.xyz) + asfloat(vin[0][0].xyz);
    r1.xyz = r1.xyz + asfloat(vin[0][0].xyz);
    o2.xyzw = (mad(r1.zzzz, g_mWorldViewProj._m20_m21_m22_m23, mad(r1.xxxx, g_mWorldViewProj._m00_m01_m02_m03, (r1.yyyy * g_mWorldViewProj._m10_m11_m12_m13))) + g_mWorldViewProj._m30_m31_m32_m33);
    {
        Output output;
        output.TEXCOORD0 = o0.xy;
        output.COLOR0 = asfloat(o1.xyzw);
        output.SV_POSITION0 = o2.xyzw;
        stream0.Append(output);
    }
    o0.xy = float2(1.0f, 1.0f);
    o1.xyzw = vin[0][1].xyzw;
    o2.xyzw = (mad(r0.zzzz, g_mWorldViewProj._m20_m21_m22_m23, mad(r0.xxxx, g_mWorldViewProj._m00_m01_m02_m03, (r0.yyyy * g_mWorldViewProj._m10_m11_m12_m13))) + g_mWorldViewProj._m30_m31_m32_m33);
    {
        Output output;
        output.TEXCOORD0 = o0.xy;
        output.COLOR0 = asfloat(o1.xyzw);
        output.SV_POSITION0 = o2.xyzw;
        stream0.Append(output);
    }
    stream0.RestartStrip();
    return;
}
