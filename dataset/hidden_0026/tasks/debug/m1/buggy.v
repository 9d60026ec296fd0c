module hidden_0026_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire sel,
    input  wire wr,
    output wire ready
);
    reg [1:0] waited;
    reg [1:0] need;
    reg [1:0] waited_next;
    reg [1:0] need_next;

    always @* begin
        if (!sel)
            waited_next = 2'd0;
        else if (waited == 2'd3)
            waited_next = 2'd0;
        else if (sel)
            waited_next = waited + 2'd1;
        else
            waited_next = waited;
    end

    always @* begin
        if (waited == 2'd0)
            need_next = wr ? 2'd1 : 2'd3;
        else
            need_next = need;
    end

    always @(posedge clk) begin
        if (rst) begin
            waited <= 2'd0;
            need <= 2'd3;
        end else begin
            waited <= waited_next;
            need <= need_next;
        end
    end

    assign ready = sel && waited == need;
endmodule
