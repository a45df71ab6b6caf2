// Decompiled by dxsm from gs_4_1 code.
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
};
[maxvertexcount(4)]
void main(triangle Input input[3], inout LineStream<Output> stream0) {
    uint4 vin[3][1] = { (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    r0.x = dot(asfloat(vin[0][0].xyzw), g_viewProj._m00_m10_m20_m30);
    o0.x = r0.x;
    r0.y = dot(asfloat(vin[0][0].xyzw), g_viewProj._m01_m11_m21_m31);
    o0.y = r0.y;
    r0.z = dot(asfloat(vin[0][0].xyzw), g_viewProj._m02_m12_m22_m32);
    o0.z = r0.z;
    r0.w = dot(asfloat(vin[0][0].xyzw), g_viewProj._m03_m13_m23_m33);
    o0.w = r0.w;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        stream0.Append(output);
    }
    o0.x = dot(asfloat(vin[1][0].xyzw), g_viewProj._m00_m10_m20_m30);
    o0.y = dot(asfloat(vin[1][0].xyzw), g_viewProj._m01_m11_m21_m31);
    o0.z = dot(asfloat(vin[1][0].xyzw), g_viewProj._m02_m12_m22_m32);
    o0.w = dot(asfloat(vin[1][0].xyzw), g_viewProj._m03_m13_m23_m33);
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        stream0.Append(output);
    }
    o0.x = dot(asfloat(vin[2][0].xyzw), g_viewProj._m00_m10_m20_m30);
    o0.y = dot(asfloat(vin[2][0].xyzw), g_viewProj._m01_m11_m21_m31);
    o0.z = dot(asfloat(vin[2][0].xyzw), g_viewProj._m02_m12_m22_m32);
    o0.w = dot(asfloat(vin[2][0].xyzw), g_viewProj._m03_m13_m23_m33);
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        stream0.Append(output);
    }
    o0.x = r0.x;
    o0.y = r0.y;
    o0.z = r0.z;
    o0.w = r0.w;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        stream0.Append(output);
    }
    return;
}
