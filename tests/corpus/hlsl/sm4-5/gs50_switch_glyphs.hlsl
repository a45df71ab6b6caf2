// Decompiled by dxsm from gs_5_0 code.
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
    uint SHAPE0 : SHAPE0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
[maxvertexcount(8)]
void main(point Input input[1], inout LineStream<Output> stream0) {
    uint4 vin[1][2] = { (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[0][1].x = input[0].SHAPE0;
    switch (asint(vin[0][1].x)) {
    case 0:
        r0.xyz = asuint(mad((-g_camRight.xyz), g_params.xxx, asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
        r1.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
        r1.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
        o0.x = asuint(r1.x);
        o0.y = asuint(r1.y);
        o0.z = asuint(r1.z);
        o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r0.xyz = asuint(mad(g_camRight.xyz, g_params.xxx, asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
        r1.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
        r1.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
        o0.x = asuint(r1.x);
        o0.y = asuint(r1.y);
        o0.z = asuint(r1.z);
        o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        stream0.RestartStrip();
        r0.xyz = asuint(mad((-g_camUp.xyz), g_params.xxx, asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
        r1.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
        r1.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
        o0.x = asuint(r1.x);
        o0.y = asuint(r1.y);
        o0.z = asuint(r1.z);
        o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r0.xyz = asuint(mad(g_camUp.xyz, g_params.xxx, asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
        r1.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
        r1.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
        o0.x = asuint(r1.x);
        o0.y = asuint(r1.y);
        o0.z = asuint(r1.z);
        o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        break;
    case 1:
        r0.xyz = asuint(mad(g_camRight.xyz, g_params.xxx, asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
        r1.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
        r1.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
        o0.x = asuint(r1.x);
        o0.y = asuint(r1.y);
        o0.z = asuint(r1.z);
        o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r0.xyz = asuint(mad(mad(g_camRight.xyz, float3(7.54979e-8f, 7.54979e-8f, 7.54979e-8f), g_camUp.xyz), g_params.xxx, asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
        r1.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
        r1.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
        o0.x = asuint(r1.x);
        o0.y = asuint(r1.y);
        o0.z = asuint(r1.z);
        o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r0.xyz = asuint(mad(mad(g_camUp.xyz, float3(1.509958e-7f, 1.509958e-7f, 1.509958e-7f), (-g_camRight.xyz)), g_params.xxx, asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
        r1.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
        r1.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
        o0.x = asuint(r1.x);
        o0.y = asuint(r1.y);
        o0.z = asuint(r1.z);
        o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r0.xyz = asuint(mad(mad(g_camRight.xyz, float3(1.1924881e-8f, 1.1924881e-8f, 1.1924881e-8f), (-g_camUp.xyz)), g_params.xxx, asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
        r1.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
        r1.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
        o0.x = asuint(r1.x);
        o0.y = asuint(r1.y);
        o0.z = asuint(r1.z);
        o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r0.xyz = asuint(mad(mad(g_camUp.xyz, float3(-3.019916e-7f, -3.019916e-7f, -3.019916e-7f), g_camRight.xyz), g_params.xxx, asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
        r1.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
        r1.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
        o0.x = asuint(r1.x);
        o0.y = asuint(r1.y);
        o0.z = asuint(r1.z);
        o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        break;
    case 2:
    case 3:
        r0.xyz = vin[0][0].xyz;
        r0.w = 0x3f800000u;
        r1.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
        r1.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
        r1.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
        o0.x = asuint(r1.x);
        o0.y = asuint(r1.y);
        o0.z = asuint(r1.z);
        o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r0.xyz = asuint(g_camUp.xyz * g_params.xxx);
        r0.w = asuint((float)asuint((-1 + asint(vin[0][1].x))));
        r0.xyz = asuint(mad(asfloat(r0.xyz), asfloat(r0.www), asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
        r1.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
        r1.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
        o0.x = asuint(r1.x);
        o0.y = asuint(r1.y);
        o0.z = asuint(r1.z);
        o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        break;
    default:
        return;
    }
    return;
}
