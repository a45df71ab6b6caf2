// Decompiled by dxsm from gs_4_0 code.
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
    float PARAM0 : PARAM0;
};
[maxvertexcount(17)]
void main(lineadj Input input[4], inout LineStream<Output> stream0) {
    uint4 vin[4][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise int4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    precise float4 r5 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    vin[3][0].xyzw = asuint(input[3].POSITION0);
    r0.xyz = asint(asfloat(vin[1][0].xyz) + asfloat(vin[1][0].xyz));
    r1.xyz = asuint(asfloat(vin[2][0].xyz) + (-asfloat(vin[0][0].xyz)));
    r2.xyz = mad(asfloat(vin[2][0].xyz), float3(4.0f, 4.0f, 4.0f), mad((-asfloat(vin[1][0].xyz)), float3(5.0f, 5.0f, 5.0f), (asfloat(vin[0][0].xyz) + asfloat(vin[0][0].xyz)))) + (-asfloat(vin[3][0].xyz));
    r3.xyz = mad((-asfloat(vin[2][0].xyz)), float3(3.0f, 3.0f, 3.0f), mad(asfloat(vin[1][0].xyz), float3(3.0f, 3.0f, 3.0f), (-asfloat(vin[0][0].xyz)))) + asfloat(vin[3][0].xyz);
    r4.w = 1.0f;
    r0.w = 0;
    [loop] while (true) {
        if (16 < r0.w) { break; }
        r1.w = asuint((float)r0.w * 0.0625f);
        r2.w = asfloat(r1.w) * asfloat(r1.w);
        r3.w = asfloat(r1.w) * r2.w;
        r4.xyz = mad(r3.xyz, r3.www, mad(r2.xyz, r2.www, mad(asfloat(r1.xyz), asfloat(r1.www), asfloat(r0.xyz)))) * float3(0.5f, 0.5f, 0.5f);
        r2.w = dot(r4.xyzw, g_viewProj._m00_m10_m20_m30);
        r3.w = dot(r4.xyzw, g_viewProj._m01_m11_m21_m31);
        r5.x = dot(r4.xyzw, g_viewProj._m02_m12_m22_m32);
        o0.x = r2.w;
        o0.y = r3.w;
        o0.z = r5.x;
        o0.w = dot(r4.xyzw, g_viewProj._m03_m13_m23_m33);
        o1.x = r1.w;
        {
            Output output;
            output.SV_Position0 = o0.xyzw;
            output.PARAM0 = asfloat(o1.x);
            stream0.Append(output);
        }
        r0.w = r0.w + 1;
    }
    return;
}
