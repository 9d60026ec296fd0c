module handshake_0004_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       in_valid,
    input  wire [7:0] in_data,
    input  wire       out_ready,
    output wire       in_ready,
    output wire       out_valid,
    output wire [7:0] out_data
);
    reg vld_r;
    reg [7:0] dat_r;
    wire vld_d = rst ? 1'b0 :
                 (in_valid && (!vld_r || out_ready)) ? 1'b1 :
                 out_ready ? 1'b0 :
                 vld_r;
    wire [7:0] dat_d = rst ? 8'd0 :
                       (in_valid && (!vld_r || out_ready)) ? in_data :
                       dat_r;

    always @(posedge clk) begin
        vld_r <= vld_d;
        dat_r <= dat_d;
    end

    assign in_ready = !vld_r || out_ready;
    assign out_valid = vld_r;
    assign out_data = dat_r;
endmodule
