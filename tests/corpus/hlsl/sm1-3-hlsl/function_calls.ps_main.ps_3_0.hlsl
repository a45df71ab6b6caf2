// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
int4 i0 : register(i0);
bool b0 : register(b0);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 r0 = 0;
    float4 r1 = 0;
    float4 v0 = input.v0;
    float4 oC0 = 0;
    [branch] if (b0) {
        r0.xyzw = v0.xyzw;
        [loop] for (int k0 = 0; k0 < i0.x; k0++) {
            r1.xyzw = c0.xyzw;
            r0.xyzw = mad(r0.xyzw, r1.xyzw, c1.xyzw);
        }
        oC0.xyzw = r0.xyzw;
    } else {
        oC0.xyzw = v0.xyzw;
    }
    output.oC0 = oC0.xyzw;
    return output;
}
