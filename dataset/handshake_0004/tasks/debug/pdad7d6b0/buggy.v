module handshake_0004_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       in_valid,
    input  wire [7:0] in_data,
    input  wire       out_ready,
    output wire       in_ready,
    output wire       out_valid,
    output wire [7:0] out_data
);
    reg vld;
    reg [7:0] dat;

    function next_vld;
        input vld_a;
        input in_valid_a;
        input out_ready_a;
        reg [1:0] fire;
        begin
            fire = {out_ready_a, in_valid_a && (!vld_a || out_ready_a)};
            casez (fire)
                2'b?1: next_vld = 1'b1;
                2'b10: next_vld = 1'b0;
                default: next_vld = vld_a;
            endcase
        end
    endfunction

    function [7:0] next_dat;
        input vld_a;
        input [7:0] dat_a;
        input in_valid_a;
        input [7:0] in_data_a;
        input out_ready_a;
        reg fire;
        begin
            fire = {in_valid_a && (!vld_a || out_ready_a)};
            casez (fire)
                1'b1: next_dat = in_data_a;
                default: next_dat = dat_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            vld <= 1'b0;
        end else begin
            vld <= next_vld(vld, in_valid, out_ready);
            dat <= next_dat(vld, dat, in_valid, in_data, out_ready);
        end
        dat <= 8'd0;
    end

    assign in_ready = !vld || out_ready;
    assign out_valid = vld;
    assign out_data = dat;
endmodule
