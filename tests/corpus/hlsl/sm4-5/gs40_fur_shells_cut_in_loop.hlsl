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
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 TEXCOORD0 : TEXCOORD0;
};
[maxvertexcount(24)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0) {
    uint4 vin[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise float4 r0 = 0;
    precise int4 r1 = 0;
    precise float4 r2 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    vin[0][1].xyz = asuint(input[0].NORMAL0);
    vin[1][1].xyz = asuint(input[1].NORMAL0);
    vin[2][1].xyz = asuint(input[2].NORMAL0);
    vin[0][2].xy = asuint(input[0].TEXCOORD0);
    vin[1][2].xy = asuint(input[1].TEXCOORD0);
    vin[2][2].xy = asuint(input[2].TEXCOORD0);
    r0.w = 1.0f;
    r1.x = 0;
    [loop] while (true) {
        if (r1.x >= 8) { break; }
        r1.x = r1.x + 1;
        r1.y = asint((float)r1.x * 0.125f);
        r1.z = 0;
        [loop] while (true) {
            if (r1.z >= 3) { break; }
            r0.xyz = mad((asfloat(r1.yyy) * asfloat(vin[asuint(r1.z)][1].xyz)), g_params.xxx, asfloat(vin[asuint(r1.z)][0].xyz));
            r1.w = asint(dot(r0.xyzw, g_viewProj._m00_m10_m20_m30));
            r2.x = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
            r2.y = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
            o0.x = asuint(r1.w);
            o0.y = asuint(r2.x);
            o0.z = asuint(r2.y);
            o0.w = asuint(dot(r0.xyzw, g_viewProj._m03_m13_m23_m33));
            o1.xy = vin[asuint(r1.z)][2].xy;
            o1.z = asuint(r1.y);
            {
                Output output;
                output.SV_Position0 = asfloat(o0.xyzw);
                output.TEXCOORD0 = asfloat(o1.xyz);
                stream0.Append(output);
            }
            r1.z = r1.z + 1;
        }
        stream0.RestartStrip();
    }
    return;
}
