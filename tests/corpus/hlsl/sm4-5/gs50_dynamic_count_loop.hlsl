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
    float4 COLOR0 : COLOR0;
};
[maxvertexcount(64)]
void main(point Input input[1], inout LineStream<Output> stream0) {
    uint4 vin[1][1] = { (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise int4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise float4 r3 = 0;
    precise uint4 r4 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    r0.x = asint((uint)g_params.w);
    r1.z = asuint(g_params.x);
    r2.x = asuint(g_params.x);
    r2.z = 0x00000000u;
    r3.w = 1.0f;
    r0.yz = int2(0, 0);
    [loop] while (true) {
        if (asuint(r0.y) >= asuint(r0.x)) { break; }
        if (asuint(r0.z) >= 0x00000040u) {
            break;
        }
        r0.w = asint((float)asuint(r0.y));
        r1.w = asuint(mad(asfloat(r0.w), 0.90000004f, g_params.y));
        {
            float p0 = sin(asfloat(r1.w));
            r1.w = asuint(p0);
        }
        if (asfloat(r1.w) < -0.5f) {
            stream0.RestartStrip();
            r4.y = asuint(r0.y + 1);
            r4.x = asuint(r0.z);
            r0.yz = asint(r4.yx);
            continue;
        }
        r0.w = asint(asfloat(r0.w) * 0.3f);
        {
            float p0 = sin(asfloat(r0.w));
            float p1 = cos(asfloat(r0.w));
            r4.x = asuint(p0);
            r1.x = asuint(p1);
        }
        r1.y = r4.x;
        r3.xyz = mad((asfloat(r1.www) * asfloat(r1.xyz)), asfloat(r2.xxz), asfloat(vin[0][0].xyz));
        o0.x = asuint(dot(r3.xyzw, g_viewProj._m00_m10_m20_m30));
        o0.y = asuint(dot(r3.xyzw, g_viewProj._m01_m11_m21_m31));
        o0.z = asuint(dot(r3.xyzw, g_viewProj._m02_m12_m22_m32));
        o0.w = asuint(dot(r3.xyzw, g_viewProj._m03_m13_m23_m33));
        o1.x = r1.w;
        o1.y = asuint(((-asfloat(r1.w)) + 1.0f));
        o1.zw = uint2(0x00000000u, 0x3f800000u);
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.COLOR0 = asfloat(o1.xyzw);
            stream0.Append(output);
        }
        r0.z = r0.z + 1;
        r0.y = r0.y + 1;
    }
    return;
}
