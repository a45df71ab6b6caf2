// Decompiled by dxsm from gs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float4x4 TransformMatrixArray[6];  // Offset:    0 Size:   384
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// $Globals                          cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[24]; };
struct Input {
    float3 TEXCOORD0 : TEXCOORD0;
    float3 TEXCOORD1 : TEXCOORD1;
    float3 TEXCOORD2 : TEXCOORD2;
    float2 TEXCOORD3 : TEXCOORD3;
};
struct Output {
    float4 SV_POSITION0 : SV_POSITION0;
    float3 TEXCOORD0 : TEXCOORD0;
    float3 TEXCOORD1 : TEXCOORD1;
    float2 TEXCOORD2 : TEXCOORD2;
    uint SV_RenderTargetArrayIndex0 : SV_RenderTargetArrayIndex0;
};
[maxvertexcount(24)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0) {
    uint4 vin[3][4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    precise uint4 o3 = 0;
    precise uint4 o4 = 0;
    precise int4 r0 = 0;
    precise float4 r1 = 0;
    vin[0][0].xyz = asuint(input[0].TEXCOORD0);
    vin[1][0].xyz = asuint(input[1].TEXCOORD0);
    vin[2][0].xyz = asuint(input[2].TEXCOORD0);
    vin[0][1].xyz = asuint(input[0].TEXCOORD1);
    vin[1][1].xyz = asuint(input[1].TEXCOORD1);
    vin[2][1].xyz = asuint(input[2].TEXCOORD1);
    vin[0][2].xyz = asuint(input[0].TEXCOORD2);
    vin[1][2].xyz = asuint(input[1].TEXCOORD2);
    vin[2][2].xyz = asuint(input[2].TEXCOORD2);
    vin[0][3].xy = asuint(input[0].TEXCOORD3);
    vin[1][3].xy = asuint(input[1].TEXCOORD3);
    vin[2][3].xy = asuint(input[2].TEXCOORD3);
    r0.x = 0;
    [loop] while (true) {
        if (r0.x >= 6) { break; }
        r0.y = r0.x << (0x00000002u & 31u);
        r0.z = 0;
        [loop] while (true) {
            if (r0.z >= 3) { break; }
            o0.xyzw = (mad(asfloat(cb0[asuint(r0.y) + 2].xyzw), asfloat(vin[asuint(r0.z)][0].zzzz), mad(asfloat(cb0[asuint(r0.y)].xyzw), asfloat(vin[asuint(r0.z)][0].xxxx), (asfloat(cb0[asuint(r0.y) + 1].xyzw) * asfloat(vin[asuint(r0.z)][0].yyyy)))) + asfloat(cb0[asuint(r0.y) + 3].xyzw));
            o1.xyz = vin[asuint(r0.z)][1].xyz;
            o2.xyz = vin[asuint(r0.z)][2].xyz;
            o3.xy = vin[asuint(r0.z)][3].xy;
            o4.x = asuint(r0.x);
            {
                Output output;
                output.SV_POSITION0 = o0.xyzw;
                output.TEXCOORD0 = asfloat(o1.xyz);
                output.TEXCOORD1 = asfloat(o2.xyz);
                output.TEXCOORD2 = asfloat(o3.xy);
                output.SV_RenderTargetArrayIndex0 = o4.x;
                stream0.Append(output);
            }
            r0.z = r0.z + 1;
        }
        stream0.RestartStrip();
        r0.x = r0.x + 1;
    }
    return;
}
