// Decompiled by dxsm from gs_4_1 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Frame
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float4 g_camRight;                 // Offset:   64 Size:    16
//   float4 g_camUp;                    // Offset:   80 Size:    16
//   float4 g_params;                   // Offset:   96 Size:    16 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Frame                             cbuffer      NA          NA    0        1
//
cbuffer Frame : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
    float4 g_camRight : packoffset(c4);
    float4 g_camUp : packoffset(c5);
    float4 g_params : packoffset(c6);
};
struct Input {
    float4 POSITION0 : POSITION0;
    float SIZE0 : SIZE0;
    float ROTATION0 : ROTATION0;
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float4 COLOR0 : COLOR0;
};
[maxvertexcount(4)]
void main(point Input input[1], inout TriangleStream<Output> stream0) {
    uint4 vin[1][3] = { (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 o2 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[0][1].x = asuint(input[0].SIZE0);
    vin[0][1].y = asuint(input[0].ROTATION0);
    vin[0][2].xyzw = asuint(input[0].COLOR0);
    {
        float p0 = sin(asfloat(vin[0][1].y));
        float p1 = cos(asfloat(vin[0][1].y));
        r0.x = p0;
        r1.x = p1;
    }
    r0.yzw = mad(g_camRight.xyz, r1.xxx, (r0.xxx * g_camUp.xyz));
    r1.yzw = mad((-r0.yzw), asfloat(vin[0][1].xxx), asfloat(vin[0][0].xyz));
    r0.yzw = mad(r0.yzw, asfloat(vin[0][1].xxx), asfloat(vin[0][0].xyz));
    r2.xyz = mad(g_camUp.xyz, r1.xxx, (-(r0.xxx * g_camRight.xyz)));
    r3.xyz = mad((-r2.xyz), asfloat(vin[0][1].xxx), r1.yzw);
    r1.xyz = mad(r2.xyz, asfloat(vin[0][1].xxx), r1.yzw);
    r3.w = 1.0f;
    o0.x = dot(r3.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r3.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r3.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r3.xyzw, g_viewProj._m03_m13_m23_m33);
    o1.xy = float2(0.0f, 0.0f);
    o2.xyzw = vin[0][2].xyzw;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.COLOR0 = asfloat(o2.xyzw);
        stream0.Append(output);
    }
    r1.w = 1.0f;
    o0.x = dot(r1.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r1.xyzw, g_viewProj._m01_m11_m21_m31);
    r0.x = dot(r1.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.z = r0.x;
    o0.w = dot(r1.xyzw, g_viewProj._m03_m13_m23_m33);
    o1.xy = float2(0.0f, 1.0f);
    o2.xyzw = vin[0][2].xyzw;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.COLOR0 = asfloat(o2.xyzw);
        stream0.Append(output);
    }
    r1.xyz = mad((-r2.xyz), asfloat(vin[0][1].xxx), r0.yzw);
    r0.xyz = mad(r2.xyz, asfloat(vin[0][1].xxx), r0.yzw);
    r1.w = 1.0f;
    o0.x = dot(r1.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r1.xyzw, g_viewProj._m01_m11_m21_m31);
    r2.x = dot(r1.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.z = r2.x;
    o0.w = dot(r1.xyzw, g_viewProj._m03_m13_m23_m33);
    o1.xy = float2(1.0f, 0.0f);
    o2.xyzw = vin[0][2].xyzw;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.COLOR0 = asfloat(o2.xyzw);
        stream0.Append(output);
    }
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    r1.x = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.z = r1.x;
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    o1.xy = float2(1.0f, 1.0f);
    o2.xyzw = vin[0][2].xyzw;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.COLOR0 = asfloat(o2.xyzw);
        stream0.Append(output);
    }
    return;
}
