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
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float PSIZE0 : PSIZE0;
};
[maxvertexcount(4)]
void main(point Input input[1], inout PointStream<Output> stream0, uint vPrim : SV_PrimitiveID) {
    uint4 vin[1][2] = { (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[0][1].xyzw = asuint(input[0].COLOR0);
    o0.x = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m01_m11_m21_m31));
    o0.z = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m02_m12_m22_m32));
    o0.w = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m03_m13_m23_m33));
    o1.xyzw = vin[0][1].xyzw;
    o2.x = asuint(g_params.x);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.PSIZE0 = asfloat(o2.x);
        stream0.Append(output);
    }
    r0.xyz = asuint((asint(vPrim) << (0x00000002u & 31u)).xxx + int3(1, 2, 3));
    r0.xyz = asuint(asint(r0.xyz) ^ (asint(r0.xyz) << (uint3(0x0000000du, 0x0000000du, 0x0000000du) & 31u)));
    {
        int3 p0 = asint(r0.xyz) * asint(r0.xyz);
        r1.xyz = asuint(p0);
    }
    r0.xyz = asuint((float3)asuint(((asint(r0.xyz) * (asint(r1.xyz) * int3(15731, 15731, 15731) + int3(789221, 789221, 789221)) + int3(1376312589, 1376312589, 1376312589)) & int3(2147483647, 2147483647, 2147483647))) * float3(2.9258362e-9f, 2.9258362e-9f, 2.9258362e-9f));
    {
        float p0 = sin(asfloat(r0.x));
        float p1 = cos(asfloat(r0.x));
        r0.x = asuint(p0);
        r1.x = asuint(p1);
    }
    r1.yzw = asuint(asfloat(r0.xxx) * g_camUp.xyz);
    r1.xyz = asuint(mad(mad(g_camRight.xyz, asfloat(r1.xxx), asfloat(r1.yzw)), g_params.xxx, asfloat(vin[0][0].xyz)));
    r1.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r1.xyzw), g_viewProj._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(r1.xyzw), g_viewProj._m01_m11_m21_m31));
    o0.z = asuint(dot(asfloat(r1.xyzw), g_viewProj._m02_m12_m22_m32));
    o0.w = asuint(dot(asfloat(r1.xyzw), g_viewProj._m03_m13_m23_m33));
    o1.xyzw = asuint((float4(0.8f, 0.8f, 0.8f, 0.8f) * asfloat(vin[0][1].xyzw)));
    r0.x = asuint(g_params.x * 0.5f);
    o2.x = r0.x;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.PSIZE0 = asfloat(o2.x);
        stream0.Append(output);
    }
    {
        float p0 = sin(asfloat(r0.y));
        float p1 = cos(asfloat(r0.y));
        r1.x = asuint(p0);
        r2.x = p1;
    }
    {
        float p0 = sin(asfloat(r0.z));
        float p1 = cos(asfloat(r0.z));
        r3.x = p0;
        r4.x = p1;
    }
    r1.xyz = asuint(mad(mad(g_camRight.xyz, r2.xxx, (asfloat(r1.xxx) * g_camUp.xyz)), g_params.xxx, asfloat(vin[0][0].xyz)));
    r1.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r1.xyzw), g_viewProj._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(r1.xyzw), g_viewProj._m01_m11_m21_m31));
    o0.z = asuint(dot(asfloat(r1.xyzw), g_viewProj._m02_m12_m22_m32));
    o0.w = asuint(dot(asfloat(r1.xyzw), g_viewProj._m03_m13_m23_m33));
    o1.xyzw = asuint((float4(0.6f, 0.6f, 0.6f, 0.6f) * asfloat(vin[0][1].xyzw)));
    o2.x = r0.x;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.PSIZE0 = asfloat(o2.x);
        stream0.Append(output);
    }
    r1.xyz = asuint(mad(mad(g_camRight.xyz, r4.xxx, (r3.xxx * g_camUp.xyz)), g_params.xxx, asfloat(vin[0][0].xyz)));
    r1.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r1.xyzw), g_viewProj._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(r1.xyzw), g_viewProj._m01_m11_m21_m31));
    o0.z = asuint(dot(asfloat(r1.xyzw), g_viewProj._m02_m12_m22_m32));
    o0.w = asuint(dot(asfloat(r1.xyzw), g_viewProj._m03_m13_m23_m33));
    o1.xyzw = asuint((float4(0.39999998f, 0.39999998f, 0.39999998f, 0.39999998f) * asfloat(vin[0][1].xyzw)));
    o2.x = r0.x;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.PSIZE0 = asfloat(o2.x);
        stream0.Append(output);
    }
    return;
}
