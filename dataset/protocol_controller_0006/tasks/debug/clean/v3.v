module protocol_controller_0006_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       cs_n,
    input  wire       sclk_rise,
    input  wire       mosi,
    output wire [7:0] rx_shift,
    output wire [2:0] bit_count,
    output wire       byte_done
);
    reg [7:0] shreg;
    reg [2:0] bitcnt;
    reg done;

    function [7:0] next_shreg;
        input [7:0] shreg_a;
        input cs_n_a;
        input sclk_rise_a;
        input mosi_a;
        reg fire;
        begin
            fire = {!cs_n_a && sclk_rise_a};
            casez (fire)
                1'b1: next_shreg = {shreg_a[6:0], mosi_a};
                default: next_shreg = shreg_a;
            endcase
        end
    endfunction

    function [2:0] next_bitcnt;
        input [2:0] bitcnt_a;
        input cs_n_a;
        input sclk_rise_a;
        reg [1:0] fire;
        begin
            fire = {sclk_rise_a, cs_n_a};
            casez (fire)
                2'b?1: next_bitcnt = 3'd0;
                2'b10: next_bitcnt = bitcnt_a + 3'd1;
                default: next_bitcnt = bitcnt_a;
            endcase
        end
    endfunction

    function next_done;
        input [2:0] bitcnt_a;
        input done_a;
        input cs_n_a;
        input sclk_rise_a;
        reg [1:0] fire;
        begin
            fire = {done_a, !cs_n_a && sclk_rise_a && bitcnt_a == 3'd7};
            casez (fire)
                2'b?1: next_done = 1'b1;
                2'b10: next_done = 1'b0;
                default: next_done = done_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            shreg <= 8'd0;
            bitcnt <= 3'd0;
            done <= 1'b0;
        end else begin
            shreg <= next_shreg(shreg, cs_n, sclk_rise, mosi);
            bitcnt <= next_bitcnt(bitcnt, cs_n, sclk_rise);
            done <= next_done(bitcnt, done, cs_n, sclk_rise);
        end
    end

    assign rx_shift = shreg;
    assign bit_count = bitcnt;
    assign byte_done = done;
endmodule
