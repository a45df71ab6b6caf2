// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Slices
// {
//
//   float4 g_sliceScale;               // Offset:    0 Size:    16
//   float4 g_origin;                   // Offset:   16 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Slices                            cbuffer      NA          NA    0        1
//
cbuffer Slices : register(b0) {
    float4 g_sliceScale : packoffset(c0);
    float4 g_origin : packoffset(c1);
};
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 TEXCOORD0 : TEXCOORD0;
    uint SV_RenderTargetArrayIndex0 : SV_RenderTargetArrayIndex0;
};
[maxvertexcount(9)]
[instance(5)]
void main(point Input input[1], inout LineStream<Output> stream0, uint vGSInstanceID : SV_GSInstanceID) {
    uint4 vin[1][1] = { (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    r0.z = asuint(((float)vGSInstanceID.x + 0.5f) * 0.2f);
    r0.w = 0x00000000u;
    [loop] while (true) {
        if (r0.w >= 0x00000009u) { break; }
        r1.x = asuint((float)r0.w * 0.6981317f);
        {
            float p0 = sin(asfloat(r1.x));
            float p1 = cos(asfloat(r1.x));
            r1.x = asuint(p0);
            r0.x = asuint(p1);
        }
        r0.y = r1.x;
        r1.xyz = asuint(mad(asfloat(r0.xyz), g_sliceScale.xyz, g_origin.xyz));
        o0.xy = asuint(mad(asfloat(r0.xy), g_sliceScale.ww, asfloat(vin[0][0].xy)));
        o0.z = r0.z;
        o0.w = 0x3f800000u;
        o1.xyz = r1.xyz;
        o2.x = vGSInstanceID.x;
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.TEXCOORD0 = asfloat(o1.xyz);
            output.SV_RenderTargetArrayIndex0 = o2.x;
            stream0.Append(output);
        }
        r0.w = asuint(asint(r0.w) + 1);
    }
    return;
}
