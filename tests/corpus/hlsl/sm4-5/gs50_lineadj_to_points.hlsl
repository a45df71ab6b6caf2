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
    float CURVATURE0 : CURVATURE0;
};
[maxvertexcount(2)]
void main(lineadj Input input[4], inout PointStream<Output> stream0) {
    uint4 vin[4][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    vin[3][0].xyzw = asuint(input[3].POSITION0);
    r0.xyz = asuint((-asfloat(vin[0][0].xyz)) + asfloat(vin[1][0].xyz));
    r0.w = asuint(rsqrt(dot(asfloat(r0.xyz), asfloat(r0.xyz))));
    r0.xyz = asuint(asfloat(r0.www) * asfloat(r0.xyz));
    r1.xyz = (-asfloat(vin[1][0].xyz)) + asfloat(vin[2][0].xyz);
    r1.xyz = (rsqrt(dot(r1.xyz, r1.xyz))).xxx * r1.xyz;
    r0.x = asuint(min(max(dot(asfloat(r0.xyz), r1.xyz), -1.0f), 1.0f));
    r0.y = asuint(sqrt(((-abs(asfloat(r0.x))) + 1.0f)));
    r0.z = asuint(mad(abs(asfloat(r0.x)), -0.0187293f, 0.074261f));
    r0.z = asuint(mad(asfloat(r0.z), abs(asfloat(r0.x)), -0.2121144f));
    r0.z = asuint(mad(asfloat(r0.z), abs(asfloat(r0.x)), 1.5707288f));
    r0.w = asuint(mad((asfloat(r0.y) * asfloat(r0.z)), -2.0f, 3.1415927f));
    r0.x = (asfloat(r0.x) < (-asfloat(r0.x))) ? 0xffffffffu : 0u;
    r0.x = asuint(asint(r0.x) & asint(r0.w));
    r0.x = asuint(mad(asfloat(r0.z), asfloat(r0.y), asfloat(r0.x)));
    if (g_params.z < asfloat(r0.x)) {
        o0.x = asuint(dot(asfloat(vin[1][0].xyzw), g_viewProj._m00_m10_m20_m30));
        o0.y = asuint(dot(asfloat(vin[1][0].xyzw), g_viewProj._m01_m11_m21_m31));
        o0.z = asuint(dot(asfloat(vin[1][0].xyzw), g_viewProj._m02_m12_m22_m32));
        o0.w = asuint(dot(asfloat(vin[1][0].xyzw), g_viewProj._m03_m13_m23_m33));
        o1.x = r0.x;
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.CURVATURE0 = asfloat(o1.x);
            stream0.Append(output);
        }
    }
    r0.xyz = asuint((-asfloat(vin[2][0].xyz)) + asfloat(vin[3][0].xyz));
    r0.w = asuint(rsqrt(dot(asfloat(r0.xyz), asfloat(r0.xyz))));
    r0.x = asuint(min(max(dot(r1.xyz, (asfloat(r0.www) * asfloat(r0.xyz))), -1.0f), 1.0f));
    r0.y = asuint(sqrt(((-abs(asfloat(r0.x))) + 1.0f)));
    r0.z = asuint(mad(abs(asfloat(r0.x)), -0.0187293f, 0.074261f));
    r0.z = asuint(mad(asfloat(r0.z), abs(asfloat(r0.x)), -0.2121144f));
    r0.z = asuint(mad(asfloat(r0.z), abs(asfloat(r0.x)), 1.5707288f));
    r0.w = asuint(mad((asfloat(r0.y) * asfloat(r0.z)), -2.0f, 3.1415927f));
    r0.x = (asfloat(r0.x) < (-asfloat(r0.x))) ? 0xffffffffu : 0u;
    r0.x = asuint(asint(r0.x) & asint(r0.w));
    r0.x = asuint(mad(asfloat(r0.z), asfloat(r0.y), asfloat(r0.x)));
    if (g_params.z < asfloat(r0.x)) {
        o0.x = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m00_m10_m20_m30));
        o0.y = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m01_m11_m21_m31));
        o0.z = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m02_m12_m22_m32));
        o0.w = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m03_m13_m23_m33));
        o1.x = r0.x;
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.CURVATURE0 = asfloat(o1.x);
            stream0.Append(output);
        }
    }
    return;
}
