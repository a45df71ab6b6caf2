// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
bool b0 : register(b0);
bool b1 : register(b1);
struct Input {
    float4 v0 : COLOR0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    [branch] if (b0) {
        r0.xyzw = c0.xyzw * v0.xyzw;
        [branch] if (b1) {
            r1.xyzw = c0.xyzw;
            oC0.xyzw = mad(v0.xyzw, r1.xyzw, c1.xyzw);
        } else {
            oC0.xyzw = r0.xyzw;
        }
    } else {
        oC0.xyzw = v0.xyzw;
    }
    output.oC0 = oC0.xyzw;
    return output;
}
