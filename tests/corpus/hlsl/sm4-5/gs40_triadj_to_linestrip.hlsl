// Decompiled by dxsm from gs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Frame
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float4 g_camRight;                 // Offset:   64 Size:    16
//   float4 g_camUp;                    // Offset:   80 Size:    16 [unused]
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
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
};
[maxvertexcount(6)]
void main(triangleadj Input input[6], inout LineStream<Output> stream0) {
    uint4 vin[6][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    vin[3][0].xyzw = asuint(input[3].POSITION0);
    vin[4][0].xyzw = asuint(input[4].POSITION0);
    vin[5][0].xyzw = asuint(input[5].POSITION0);
    r0.xyz = asuint((-asfloat(vin[0][0].yzx)) + asfloat(vin[2][0].yzx));
    r1.xyz = (-asfloat(vin[0][0].yzx)) + asfloat(vin[4][0].yzx);
    r1.xyz = mad(asfloat(r0.xyz), r1.yzx, (-(asfloat(r0.yzx) * r1.xyz)));
    r2.xyz = g_camRight.xyz + (-asfloat(vin[0][0].xyz));
    if (0.0f >= dot(r1.xyz, r2.xyz)) {
        return;
    }
    r1.xyz = (-asfloat(vin[0][0].zxy)) + asfloat(vin[1][0].zxy);
    if (0.0f >= dot(mad(r1.zxy, asfloat(r0.yzx), (-(asfloat(r0.xyz) * r1.xyz))), r2.xyz)) {
        o0.x = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m00_m10_m20_m30));
        o0.y = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m01_m11_m21_m31));
        o0.z = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m02_m12_m22_m32));
        o0.w = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m03_m13_m23_m33));
        o1.xyzw = float4(0.0f, 0.0f, 0.0f, 1.0f);
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.COLOR0 = o1.xyzw;
            stream0.Append(output);
        }
        o0.x = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m00_m10_m20_m30));
        o0.y = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m01_m11_m21_m31));
        o0.z = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m02_m12_m22_m32));
        o0.w = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m03_m13_m23_m33));
        o1.xyzw = float4(0.0f, 0.0f, 0.0f, 1.0f);
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.COLOR0 = o1.xyzw;
            stream0.Append(output);
        }
        stream0.RestartStrip();
    }
    r0.xyz = asuint((-asfloat(vin[2][0].zxy)) + asfloat(vin[3][0].zxy));
    r1.xyz = (-asfloat(vin[2][0].yzx)) + asfloat(vin[4][0].yzx);
    r0.xyz = asuint(mad(asfloat(r0.zxy), r1.yzx, (-(asfloat(r0.xyz) * r1.xyz))));
    if (0.0f >= dot(asfloat(r0.xyz), (g_camRight.xyz + (-asfloat(vin[2][0].xyz))))) {
        o0.x = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m00_m10_m20_m30));
        o0.y = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m01_m11_m21_m31));
        o0.z = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m02_m12_m22_m32));
        o0.w = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m03_m13_m23_m33));
        o1.xyzw = float4(0.0f, 0.0f, 0.0f, 1.0f);
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.COLOR0 = o1.xyzw;
            stream0.Append(output);
        }
        o0.x = asuint(dot(asfloat(vin[4][0].xyzw), g_viewProj._m00_m10_m20_m30));
        o0.y = asuint(dot(asfloat(vin[4][0].xyzw), g_viewProj._m01_m11_m21_m31));
        o0.z = asuint(dot(asfloat(vin[4][0].xyzw), g_viewProj._m02_m12_m22_m32));
        o0.w = asuint(dot(asfloat(vin[4][0].xyzw), g_viewProj._m03_m13_m23_m33));
        o1.xyzw = float4(0.0f, 0.0f, 0.0f, 1.0f);
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.COLOR0 = o1.xyzw;
            stream0.Append(output);
        }
        stream0.RestartStrip();
    }
    r0.xyz = asuint((-asfloat(vin[4][0].zxy)) + asfloat(vin[5][0].zxy));
    r1.xyz = (-asfloat(vin[4][0].yzx)) + asfloat(vin[0][0].yzx);
    r0.xyz = asuint(mad(asfloat(r0.zxy), r1.yzx, (-(asfloat(r0.xyz) * r1.xyz))));
    if (0.0f >= dot(asfloat(r0.xyz), (g_camRight.xyz + (-asfloat(vin[4][0].xyz))))) {
        o0.x = asuint(dot(asfloat(vin[4][0].xyzw), g_viewProj._m00_m10_m20_m30));
        o0.y = asuint(dot(asfloat(vin[4][0].xyzw), g_viewProj._m01_m11_m21_m31));
        o0.z = asuint(dot(asfloat(vin[4][0].xyzw), g_viewProj._m02_m12_m22_m32));
        o0.w = asuint(dot(asfloat(vin[4][0].xyzw), g_viewProj._m03_m13_m23_m33));
        o1.xyzw = float4(0.0f, 0.0f, 0.0f, 1.0f);
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.COLOR0 = o1.xyzw;
            stream0.Append(output);
        }
        o0.x = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m00_m10_m20_m30));
        o0.y = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m01_m11_m21_m31));
        o0.z = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m02_m12_m22_m32));
        o0.w = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m03_m13_m23_m33));
        o1.xyzw = float4(0.0f, 0.0f, 0.0f, 1.0f);
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.COLOR0 = o1.xyzw;
            stream0.Append(output);
        }
        stream0.RestartStrip();
    }
    return;
}
