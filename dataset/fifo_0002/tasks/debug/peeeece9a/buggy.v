module fifo_0002_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       flush,
    input  wire       rd_en,
    input  wire [2:0] rd_bytes,
    input  wire       wr_en,
    input  wire [2:0] wr_bytes,
    output reg  [3:0] used,
    output wire [3:0] space,
    output wire       empty
);

    function [3:0] next_used;
        input [3:0] used_a;
        input flush_a;
        input rd_en_a;
        input [2:0] rd_bytes_a;
        input wr_en_a;
        input [2:0] wr_bytes_a;
        reg [2:0] fire;
        begin
            fire = {wr_en_a && {1'b0, wr_bytes_a} <= 4'd15 - used_a, rd_en_a && {1'b0, rd_bytes_a} <= used_a, flush_a};
            casez (fire)
                3'b??1: next_used = 4'd0;
                3'b?10: next_used = used_a - {1'b0, rd_bytes_a};
                3'b100: next_used = used_a + {1'b0, wr_bytes_a};
                default: next_used = used_a;
            endcase
        end
    endfunction

    always @(posedge clk or posedge rst) begin
        if (rst) begin
            used <= 4'd0;
        end else begin
            used <= next_used(used, flush, rd_en, rd_bytes, wr_en, wr_bytes);
        end
    end

    assign space = 4'd15 - used;
    assign empty = used == 4'd0;
endmodule
