module hidden_0041_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire req_hi,
    input  wire req_lo,
    input  wire ret,
    output wire gnt_hi,
    output wire gnt_lo
);
    reg [2:0] pool;
    reg [2:0] pool_next;

    always @* begin
        if ((req_hi && pool != 3'd0) || (!req_hi && req_lo && pool >= 3'd2))
            pool_next = pool - 3'd1;
        else if (ret && !((req_hi && pool != 3'd0) || (!req_hi && req_lo && pool >= 3'd2)) && pool != 3'd4)
            pool_next = pool + 3'd1;
        else
            pool_next = pool;
    end

    always @(posedge clk) begin
        if (rst) begin
            pool <= 3'd4;
        end else begin
            pool <= pool_next;
        end
    end

    assign gnt_hi = req_hi && pool != 3'd0;
    assign gnt_lo = !req_hi && req_lo && pool >= 3'd2;
endmodule
