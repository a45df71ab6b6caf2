// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c28 : register(c28);
float4 c29 : register(c29);
bool b1 : register(b1);
bool b4 : register(b4);
bool b5 : register(b5);
bool b6 : register(b6);
bool b10 : register(b10);
bool b11 : register(b11);
bool b12 : register(b12);
bool b13 : register(b13);
bool b14 : register(b14);
bool b15 : register(b15);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 o0;
void l155();
void l476();
void l730();
void l861();
void l1443();
void l1529();
void l1586();
void l1597();
void l1600();
void l1876();
void l1881();
void l1913();
void l155() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l476() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l730() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l861() {
    r1.xyzw = r0.yzwx;
}
void l1443() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1529() {
    r0.xyzw = r0.xyzw + c28.xyzw;
}
void l1586() {
    r1.xyzw = r0.yzwx;
}
void l1597() {
    r0.xyzw = r0.xyzw + c29.xyzw;
}
void l1600() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l1876() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l1881() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l1913() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r1.xyzw = r1.xyzw + r0.xyzw;
    [branch] if (b4) l155();
    [branch] if (b5) l476();
    [branch] if (b1) l730();
    [branch] if (b14) l861();
    [branch] if (b4) l1443();
    [branch] if (false) l1529();
    [branch] if (b11) l1586();
    [branch] if (b15) l1597();
    [branch] if (b12) l1600();
    [branch] if (b1) l1876();
    [branch] if (b5) l1881();
    [branch] if (b13) l1913();
    [branch] if (b10) l155();
    [branch] if (b6) l476();
    [branch] if (b10) l730();
    [branch] if (b6) l861();
    [branch] if (true) l1443();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
