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
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
};
[maxvertexcount(40)]
void main(point Input input[1], inout TriangleStream<Output> stream0) {
    uint4 vin[1][1] = { (uint4)0 };
    precise uint4 o0 = 0;
    precise float4 o1 = 0;
    precise int4 r0 = 0;
    precise float4 r1 = 0;
    precise int4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    precise int4 r5 = 0;
    precise float4 r6 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    r0.y = 0;
    r1.w = 1.0f;
    r2.y = 0;
    r3.w = 1.0f;
    r0.w = 0;
    [loop] while (true) {
        if (r0.w >= 4) { break; }
        r2.w = r0.w + 1;
        r4.y = (float)r0.w;
        r4.w = (float)r2.w;
        r5.x = 0;
        [loop] while (true) {
            if (4 < r5.x) { break; }
            r4.xz = (float2)r5.xx;
            r6.xyzw = r4.xyzw * float4(0.25f, 0.25f, 0.25f, 0.25f);
            r0.xz = asint(r6.xy * g_params.xx);
            r1.xyz = asfloat(r0.xyz) + asfloat(vin[0][0].xyz);
            r0.x = asint(dot(r1.xyzw, g_viewProj._m00_m10_m20_m30));
            r0.z = asint(dot(r1.xyzw, g_viewProj._m01_m11_m21_m31));
            r4.x = dot(r1.xyzw, g_viewProj._m02_m12_m22_m32);
            o0.x = asuint(r0.x);
            o0.y = asuint(r0.z);
            o0.z = asuint(r4.x);
            o0.w = asuint(dot(r1.xyzw, g_viewProj._m03_m13_m23_m33));
            o1.xy = r6.xy;
            {
                Output output;
                output.SV_Position0 = asfloat(o0.xyzw);
                output.TEXCOORD0 = o1.xy;
                stream0.Append(output);
            }
            r2.xz = asint(r6.zw * g_params.xx);
            r3.xyz = asfloat(r2.xyz) + asfloat(vin[0][0].xyz);
            o0.x = asuint(dot(r3.xyzw, g_viewProj._m00_m10_m20_m30));
            o0.y = asuint(dot(r3.xyzw, g_viewProj._m01_m11_m21_m31));
            o0.z = asuint(dot(r3.xyzw, g_viewProj._m02_m12_m22_m32));
            o0.w = asuint(dot(r3.xyzw, g_viewProj._m03_m13_m23_m33));
            o1.xy = r6.zw;
            {
                Output output;
                output.SV_Position0 = asfloat(o0.xyzw);
                output.TEXCOORD0 = o1.xy;
                stream0.Append(output);
            }
            r5.x = r5.x + 1;
        }
        stream0.RestartStrip();
        r0.w = r2.w;
    }
    return;
}
