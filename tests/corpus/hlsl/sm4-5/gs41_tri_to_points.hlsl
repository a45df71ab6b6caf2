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
    float3 NORMAL0 : NORMAL0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 COLOR0 : COLOR0;
};
[maxvertexcount(4)]
void main(triangle Input input[3], inout PointStream<Output> stream0) {
    uint4 vin[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    vin[0][1].xyz = asuint(input[0].NORMAL0);
    vin[1][1].xyz = asuint(input[1].NORMAL0);
    vin[2][1].xyz = asuint(input[2].NORMAL0);
    r0.xyzw = uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u);
    [loop] while (true) {
        if (asint(r0.w) >= 3) { break; }
        o0.x = asuint(dot(asfloat(vin[r0.w][0].xyzw), g_viewProj._m00_m10_m20_m30));
        o0.y = asuint(dot(asfloat(vin[r0.w][0].xyzw), g_viewProj._m01_m11_m21_m31));
        o0.z = asuint(dot(asfloat(vin[r0.w][0].xyzw), g_viewProj._m02_m12_m22_m32));
        o0.w = asuint(dot(asfloat(vin[r0.w][0].xyzw), g_viewProj._m03_m13_m23_m33));
        o1.xyz = asuint(abs(asfloat(vin[r0.w][1].xyz)));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.COLOR0 = asfloat(o1.xyz);
            stream0.Append(output);
        }
        r0.xyz = asuint(asfloat(r0.xyz) + asfloat(vin[r0.w][0].xyz));
        r0.w = asuint(asint(r0.w) + 1);
    }
    r1.xyz = asuint((-asfloat(vin[0][0].zxy)) + asfloat(vin[1][0].zxy));
    r2.xyz = (-asfloat(vin[0][0].yzx)) + asfloat(vin[2][0].yzx);
    r1.xyz = asuint(mad(asfloat(r1.zxy), r2.yzx, (-(asfloat(r1.xyz) * r2.xyz))));
    r1.xyz = asuint((rsqrt(dot(asfloat(r1.xyz), asfloat(r1.xyz)))).xxx * asfloat(r1.xyz));
    r0.xyz = asuint(asfloat(r0.xyz) * float3(0.33333334f, 0.33333334f, 0.33333334f));
    r0.w = 0x3f800000u;
    r1.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30));
    r2.x = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
    r2.y = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
    r0.x = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
    o0.x = r1.w;
    o0.y = asuint(r2.x);
    o0.z = asuint(r2.y);
    o0.w = r0.x;
    o1.xyz = asuint(mad(asfloat(r1.xyz), float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f)));
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyz);
        stream0.Append(output);
    }
    return;
}
