// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Frame
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float4 g_camRight;                 // Offset:   64 Size:    16 [unused]
//   float4 g_camUp;                    // Offset:   80 Size:    16
//   float4 g_params;                   // Offset:   96 Size:    16
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
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
};
[maxvertexcount(5)]
void main(line Input input[2], inout LineStream<Output> stream0) {
    uint4 vin[2][1] = { (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    r0.xyz = vin[0][0].xyz;
    r0.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31));
    r1.x = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
    o0.z = asuint(r1.x);
    o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
    o1.xyzw = float4(1.0f, 1.0f, 0.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = o1.xyzw;
        stream0.Append(output);
    }
    r0.xyz = vin[1][0].xyz;
    r0.w = 0x3f800000u;
    r1.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
    o0.x = asuint(r1.x);
    r1.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
    o0.y = asuint(r1.y);
    r1.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
    r0.x = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
    o0.z = asuint(r1.z);
    o0.w = r0.x;
    o1.xyzw = float4(1.0f, 1.0f, 0.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = o1.xyzw;
        stream0.Append(output);
    }
    stream0.RestartStrip();
    r0.yzw = asuint((-asfloat(vin[0][0].xyz)) + asfloat(vin[1][0].xyz));
    r0.yzw = asuint(asfloat(r0.yzw) * (rsqrt(dot(asfloat(r0.yzw), asfloat(r0.yzw)))).xxx);
    r2.xyz = mad(asfloat(r0.zwy), g_camUp.zxy, (-(asfloat(r0.wyz) * g_camUp.yzx)));
    r0.yzw = asuint(mad((-(asfloat(r0.yzw) * g_params.xxx)), float3(2.0f, 2.0f, 2.0f), asfloat(vin[1][0].xyz)));
    r2.xyz = (rsqrt(dot(r2.xyz, r2.xyz))).xxx * r2.xyz;
    r3.xyz = mad(r2.xyz, g_params.xxx, asfloat(r0.yzw));
    r2.xyz = mad((-r2.xyz), g_params.xxx, asfloat(r0.yzw));
    r3.w = 1.0f;
    o0.x = asuint(dot(r3.xyzw, g_viewProj._m00_m10_m20_m30));
    o0.y = asuint(dot(r3.xyzw, g_viewProj._m01_m11_m21_m31));
    o0.z = asuint(dot(r3.xyzw, g_viewProj._m02_m12_m22_m32));
    o0.w = asuint(dot(r3.xyzw, g_viewProj._m03_m13_m23_m33));
    o1.xyzw = float4(1.0f, 0.0f, 0.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = o1.xyzw;
        stream0.Append(output);
    }
    o0.x = asuint(r1.x);
    o0.y = asuint(r1.y);
    o0.z = asuint(r1.z);
    o0.w = r0.x;
    o1.xyzw = float4(1.0f, 0.0f, 0.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = o1.xyzw;
        stream0.Append(output);
    }
    r2.w = 1.0f;
    o0.x = asuint(dot(r2.xyzw, g_viewProj._m00_m10_m20_m30));
    o0.y = asuint(dot(r2.xyzw, g_viewProj._m01_m11_m21_m31));
    o0.z = asuint(dot(r2.xyzw, g_viewProj._m02_m12_m22_m32));
    o0.w = asuint(dot(r2.xyzw, g_viewProj._m03_m13_m23_m33));
    o1.xyzw = float4(1.0f, 0.0f, 0.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = o1.xyzw;
        stream0.Append(output);
    }
    return;
}
