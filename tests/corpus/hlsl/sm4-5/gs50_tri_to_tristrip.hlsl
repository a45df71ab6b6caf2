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
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 NORMAL0 : NORMAL0;
};
[maxvertexcount(3)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0, uint vPrim : SV_PrimitiveID) {
    uint4 vin[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    precise int4 r2 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    vin[0][1].xy = asuint(input[0].TEXCOORD0);
    vin[1][1].xy = asuint(input[1].TEXCOORD0);
    vin[2][1].xy = asuint(input[2].TEXCOORD0);
    r0.xyz = asuint((-asfloat(vin[0][0].zxy)) + asfloat(vin[1][0].zxy));
    r1.xyz = (-asfloat(vin[0][0].yzx)) + asfloat(vin[2][0].yzx);
    r0.xyz = asuint(mad(asfloat(r0.zxy), r1.yzx, (-(asfloat(r0.xyz) * r1.xyz))));
    r0.w = asuint(rsqrt(dot(asfloat(r0.xyz), asfloat(r0.xyz))));
    r0.xyz = asuint(asfloat(r0.www) * asfloat(r0.xyz));
    {
        uint p0 = vPrim % 0x00000007u;
        r0.w = p0;
    }
    r0.w = asuint(mad((float)r0.w, 0.1f, 1.0f) * g_params.y);
    r1.w = 1.0f;
    r2.x = 0;
    [loop] while (true) {
        if (r2.x >= 3) { break; }
        r1.xyz = mad(asfloat(r0.xyz), asfloat(r0.www), asfloat(vin[asuint(r2.x)][0].xyz));
        r2.y = asint(dot(r1.xyzw, g_viewProj._m00_m10_m20_m30));
        r2.z = asint(dot(r1.xyzw, g_viewProj._m01_m11_m21_m31));
        r2.w = asint(dot(r1.xyzw, g_viewProj._m02_m12_m22_m32));
        o0.x = asuint(r2.y);
        o0.y = asuint(r2.z);
        o0.z = asuint(r2.w);
        o0.w = asuint(dot(r1.xyzw, g_viewProj._m03_m13_m23_m33));
        o1.xy = vin[asuint(r2.x)][1].xy;
        o2.xyz = r0.xyz;
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.TEXCOORD0 = asfloat(o1.xy);
            output.NORMAL0 = asfloat(o2.xyz);
            stream0.Append(output);
        }
        r2.x = r2.x + 1;
    }
    return;
}
