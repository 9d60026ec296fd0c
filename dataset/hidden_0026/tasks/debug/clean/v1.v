module hidden_0026_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire sel,
    input  wire wr,
    output reg  ready
);
    reg [1:0] waited;
    reg [1:0] need;

    always @(posedge clk) begin
        if (rst) begin
            waited <= 2'd0;
            need <= 2'd3;
        end else begin
            if (!sel)
                waited <= 2'd0;
            else if (waited == need)
                waited <= 2'd0;
            else if (sel)
                waited <= waited + 2'd1;
            if (waited == 2'd0)
                need <= wr ? 2'd1 : 2'd3;
        end
    end

    always @* begin
        ready = sel && waited == need;
    end
endmodule
