module fifo_0004_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       wr_en,
    input  wire       rd_en,
    output wire [1:0] waddr,
    output wire [1:0] raddr,
    output wire       full,
    output wire       empty
);
    reg [2:0] wptr;
    reg [2:0] rptr;

    function [2:0] next_wptr;
        input [2:0] wptr_a;
        input [2:0] rptr_a;
        input wr_en_a;
        reg fire;
        begin
            fire = {wr_en_a && !(wptr_a[2] != rptr_a[2] && wptr_a[1:0] == rptr_a[1:0])};
            casez (fire)
                1'b1: next_wptr = wptr_a + 3'd1;
                default: next_wptr = wptr_a;
            endcase
        end
    endfunction

    function [2:0] next_rptr;
        input [2:0] wptr_a;
        input [2:0] rptr_a;
        input rd_en_a;
        reg fire;
        begin
            fire = {rd_en_a && wptr_a != rptr_a};
            casez (fire)
                1'b1: next_rptr = rptr_a + 3'd1;
                default: next_rptr = rptr_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            wptr <= 3'd0;
            rptr <= 3'd0;
        end else begin
            wptr <= next_wptr(wptr, rptr, wr_en);
            rptr <= next_rptr(wptr, rptr, rd_en);
        end
    end

    assign waddr = wptr[2:1];
    assign raddr = rptr[1:0];
    assign full = wptr[2] != rptr[2] && wptr[1:0] == rptr[1:0];
    assign empty = wptr == rptr;
endmodule
