module arbiter_0002_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] req,
    output reg  [2:0] grant,
    output wire       busy
);
    reg [2:0] grant_next;

    always @* begin
        if (req == 3'b000)
            grant_next = grant;
        else if ((grant & req) == 3'b000 && req[0])
            grant_next = 3'b001;
        else if ((grant & req) == 3'b000 && req[1])
            grant_next = 3'b010;
        else if ((grant & req) == 3'b000 && req[2])
            grant_next = 3'b100;
        else if ((grant & req) == 3'b000)
            grant_next = 3'b000;
        else
            grant_next = grant;
    end

    always @(posedge clk) begin
        if (rst) begin
            grant <= 3'b000;
        end else begin
            grant <= grant_next;
        end
    end

    assign busy = grant != 3'b000;
endmodule
